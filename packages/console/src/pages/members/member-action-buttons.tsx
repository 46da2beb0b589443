import type { TMemberDetail } from '@meridian/protocol';
import { CanAccess } from '@refinedev/core';
import { Button } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactElement } from 'react';
import type { MemberActions } from './use-member-actions';

/** The member page's actions that open a form. */
export type MemberForm = 'adjust' | 'letter' | 'level';

interface MemberActionButtonsOptions {
  detail: TMemberDetail;
  actions: MemberActions;
  onOpen: (form: MemberForm) => void;
}

/**
 * The member page's buttons, each shown to the roles that may use it. A fragment, not a
 * component: the page's action bar (antd Space) spaces each of them as one of its own children.
 */
export function memberActionButtons(t: TFunction, { detail, actions, onOpen }: MemberActionButtonsOptions): ReactElement {
  const { member } = detail;
  return (
    <>
      <CanAccess resource="members" action="adjust">
        <Button type="primary" onClick={() => { onOpen('adjust'); }}>
          {t('members.adjust')}
        </Button>
      </CanAccess>
      <CanAccess resource="members" action="letter">
        <Button onClick={() => { onOpen('letter'); }}>{t('members.letter')}</Button>
      </CanAccess>
      <CanAccess resource="members" action="freeze">
        <Button danger={!member.loginFrozen} onClick={() => { actions.toggleLogin(member); }}>
          {member.loginFrozen ? t('members.unfreezeLogin') : t('members.freezeLogin')}
        </Button>
        <Button danger={!member.withdrawFrozen} onClick={() => { actions.toggleWithdraw(member); }}>
          {member.withdrawFrozen ? t('members.unfreezeWithdraw') : t('members.freezeWithdraw')}
        </Button>
      </CanAccess>
      <CanAccess resource="members" action="level">
        <Button onClick={() => { onOpen('level'); }}>{t('members.level')}</Button>
      </CanAccess>
      <CanAccess resource="members" action="pay-password-reset">
        <Button onClick={() => { actions.resetPayPassword(member); }}>{t('members.payPasswordReset')}</Button>
      </CanAccess>
      {detail.twoStepOn && (
        <CanAccess resource="members" action="two-step-reset">
          <Button danger onClick={() => { actions.resetTwoStep(member); }}>
            {t('members.twoStepReset')}
          </Button>
        </CanAccess>
      )}
      <CanAccess resource="members" action="kick">
        <Button danger onClick={() => { actions.endSessions(member); }}>
          {t('members.kick')}
        </Button>
      </CanAccess>
    </>
  );
}
