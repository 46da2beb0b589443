import type { TMemberDetail } from '@meridian/protocol';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { ToneTag } from '../../components/tone-tag';
import { formatTime } from '../../lib/format-time';
import { SectionTitle } from './section-title';

/** Blank contact fields come as empty strings. */
const orDash = (text: string | null) => (text === null || text === '' ? '—' : text);

/** Who the member is, their money, team, task level and what is frozen. */
export function MemberProfile({ detail }: { detail: TMemberDetail }) {
  const { t } = useTranslation();
  const { member, taskLevel } = detail;
  return (
    <>
      <SectionTitle>{t('members.profile')}</SectionTitle>
      <Descriptions bordered size="small" column={3}>
        <Descriptions.Item label={t('members.id')}>{member.id}</Descriptions.Item>
        <Descriptions.Item label={t('common.username')}>{member.username}</Descriptions.Item>
        <Descriptions.Item label={t('members.nickname')}>{orDash(member.nickname)}</Descriptions.Item>
        <Descriptions.Item label={t('members.mobile')}>{orDash(member.mobile)}</Descriptions.Item>
        <Descriptions.Item label={t('members.email')}>{orDash(member.email)}</Descriptions.Item>
        <Descriptions.Item label={t('members.inviteCode')}>{member.inviteCode}</Descriptions.Item>
        <Descriptions.Item label={t('members.balance')}>{member.balance}</Descriptions.Item>
        <Descriptions.Item label={t('members.frozen')}>{member.frozen}</Descriptions.Item>
        <Descriptions.Item label={t('members.registeredAt')}>{formatTime(member.registeredAt)}</Descriptions.Item>
        <Descriptions.Item label={t('members.teamSize')}>{detail.teamSize}</Descriptions.Item>
        <Descriptions.Item label={t('members.taskLevel')}>
          {taskLevel.name} {taskLevel.granted ? <ToneTag tone="waiting">{t('members.levelIsGranted')}</ToneTag> : null}
        </Descriptions.Item>
        <Descriptions.Item label={t('members.paidOrders')}>{taskLevel.completedTotal}</Descriptions.Item>
        <Descriptions.Item label={t('members.restrictions')} span={3}>
          {member.loginFrozen ? <ToneTag tone="negative">{t('members.loginFrozen')}</ToneTag> : null}
          {member.withdrawFrozen ? <ToneTag tone="waiting">{t('members.withdrawFrozen')}</ToneTag> : null}
          {!member.loginFrozen && !member.withdrawFrozen ? t('common.none') : null}
        </Descriptions.Item>
      </Descriptions>
    </>
  );
}
