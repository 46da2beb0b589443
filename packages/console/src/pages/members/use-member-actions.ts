import type { TMemberDetail } from '@meridian/protocol';
import { useCustomMutation } from '@refinedev/core';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeCall, type ChangeMethod } from '../../api/admin-call';
import { doneNotification, refusalNotification } from '../../lib/refusal-text';

type Member = TMemberDetail['member'];

/**
 * The member page's actions that need no form: each asks first, then runs and calls `onDone`
 * (the page is read again).
 */
export function useMemberActions(onDone: () => void) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { mutate: custom } = useCustomMutation();

  const confirmThen = (title: string, content: string, danger: boolean, request: { url: string; method: ChangeMethod; values: object }) => {
    modal.confirm({
      title,
      content,
      okText: title,
      cancelText: t('common.cancel'),
      okButtonProps: { danger },
      onOk: () =>
        new Promise<void>((resolve) => {
          custom(
            { ...request, successNotification: doneNotification, errorNotification: refusalNotification },
            { onSettled: () => { resolve(); }, onSuccess: onDone },
          );
        }),
    });
  };

  const endSessions = ({ username }: Member) => {
    confirmThen(t('members.kick'), t('members.kickConfirm', { username }), true, changeCall('kick', {}, { username }));
  };

  const toggleLogin = ({ username, loginFrozen }: Member) => {
    const freeze = !loginFrozen;
    confirmThen(
      freeze ? t('members.freezeLogin') : t('members.unfreezeLogin'),
      freeze ? t('members.freezeLoginConfirm', { username }) : t('members.unfreezeLoginConfirm', { username }),
      freeze,
      changeCall('member-freeze', { login: freeze }, { username }),
    );
  };

  const toggleWithdraw = ({ username, withdrawFrozen }: Member) => {
    const freeze = !withdrawFrozen;
    confirmThen(
      freeze ? t('members.freezeWithdraw') : t('members.unfreezeWithdraw'),
      freeze ? t('members.freezeWithdrawConfirm', { username }) : t('members.unfreezeWithdrawConfirm', { username }),
      freeze,
      changeCall('member-freeze', { withdraw: freeze }, { username }),
    );
  };

  const resetPayPassword = ({ username }: Member) => {
    confirmThen(t('members.payPasswordReset'), t('members.payPasswordResetConfirm', { username }), true, changeCall('pay-password-reset', {}, { username }));
  };

  const resetTwoStep = ({ username }: Member) => {
    confirmThen(t('members.twoStepReset'), t('members.twoStepResetConfirm', { username }), true, changeCall('two-step-reset', {}, { username }));
  };

  return { endSessions, toggleLogin, toggleWithdraw, resetPayPassword, resetTwoStep };
}

export type MemberActions = ReturnType<typeof useMemberActions>;
