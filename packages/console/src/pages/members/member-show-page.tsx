import { CanAccess, useCustomMutation, useOne } from '@refinedev/core';
import { App, Breadcrumb, Button, Descriptions, Empty, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { MemberDetail } from '../../api/admin-types';
import { PageFrame } from '../../components/page-frame';
import { PageLoading } from '../../components/page-loading';
import { RefusalAlert } from '../../components/refusal-alert';
import { ToneTag } from '../../components/tone-tag';
import { PATHS } from '../../config/paths';
import { formatTime } from '../../lib/format-time';
import { doneNotification, refusalNotification } from '../../lib/refusal-text';
import { AdjustBalanceModal } from './adjust-balance-modal';
import { ChangeLevelModal } from './change-level-modal';
import { MemberSignIns } from './member-sign-ins';
import { MemberOrders } from './member-orders';
import { SendLetterModal } from './send-letter-modal';

type OpenModal = 'adjust' | 'letter' | 'level' | null;

/** Blank contact fields come as empty strings. */
const orDash = (text: string | null) => (text === null || text === '' ? '—' : text);

function SectionTitle({ children }: { children: string }) {
  return (
    <Typography.Title level={2} style={{ fontSize: 18, margin: '8px 0 0' }}>
      {children}
    </Typography.Title>
  );
}

export default function MemberShowPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { id = '' } = useParams();
  const [openModal, setOpenModal] = useState<OpenModal>(null);
  const { query, result } = useOne<MemberDetail>({ resource: 'members', id, errorNotification: false });
  const { mutate: custom } = useCustomMutation();

  if (query.isLoading) return <PageLoading />;
  if (query.isError || result === undefined) {
    return (
      <PageFrame title={t('members.title')}>
        <RefusalAlert error={query.error} onRetry={() => void query.refetch()} />
      </PageFrame>
    );
  }
  const { member } = result;

  const memberPath = `/admin/members/${encodeURIComponent(member.username)}`;

  /** Asks first, then runs one of the member's actions and shows the page again. */
  const confirmThen = (title: string, content: string, danger: boolean, request: { url: string; method: 'post' | 'patch'; values: object }) => {
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
            { onSettled: () => { resolve(); }, onSuccess: () => void query.refetch() },
          );
        }),
    });
  };

  const endSessions = () => {
    confirmThen(t('members.kick'), t('members.kickConfirm', { username: member.username }), true, { url: `${memberPath}/kick`, method: 'post', values: {} });
  };

  const toggleLogin = () => {
    const freeze = !member.loginFrozen;
    confirmThen(
      freeze ? t('members.freezeLogin') : t('members.unfreezeLogin'),
      freeze ? t('members.freezeLoginConfirm', { username: member.username }) : t('members.unfreezeLoginConfirm', { username: member.username }),
      freeze,
      { url: `${memberPath}/freeze`, method: 'patch', values: { login: freeze } },
    );
  };

  const toggleWithdraw = () => {
    const freeze = !member.withdrawFrozen;
    confirmThen(
      freeze ? t('members.freezeWithdraw') : t('members.unfreezeWithdraw'),
      freeze ? t('members.freezeWithdrawConfirm', { username: member.username }) : t('members.unfreezeWithdrawConfirm', { username: member.username }),
      freeze,
      { url: `${memberPath}/freeze`, method: 'patch', values: { withdraw: freeze } },
    );
  };

  const resetPayPassword = () => {
    confirmThen(t('members.payPasswordReset'), t('members.payPasswordResetConfirm', { username: member.username }), true, {
      url: `${memberPath}/pay-password-reset`,
      method: 'post',
      values: {},
    });
  };

  const resetTwoStep = () => {
    confirmThen(t('members.twoStepReset'), t('members.twoStepResetConfirm', { username: member.username }), true, {
      url: `${memberPath}/two-step-reset`,
      method: 'post',
      values: {},
    });
  };

  return (
    <PageFrame
      title={t('members.showTitle', { username: member.username })}
      actions={
        <>
          <CanAccess resource="members" action="adjust">
            <Button type="primary" onClick={() => { setOpenModal('adjust'); }}>
              {t('members.adjust')}
            </Button>
          </CanAccess>
          <CanAccess resource="members" action="letter">
            <Button onClick={() => { setOpenModal('letter'); }}>{t('members.letter')}</Button>
          </CanAccess>
          <CanAccess resource="members" action="freeze">
            <Button danger={!member.loginFrozen} onClick={toggleLogin}>
              {member.loginFrozen ? t('members.unfreezeLogin') : t('members.freezeLogin')}
            </Button>
            <Button danger={!member.withdrawFrozen} onClick={toggleWithdraw}>
              {member.withdrawFrozen ? t('members.unfreezeWithdraw') : t('members.freezeWithdraw')}
            </Button>
          </CanAccess>
          <CanAccess resource="members" action="level">
            <Button onClick={() => { setOpenModal('level'); }}>{t('members.level')}</Button>
          </CanAccess>
          <CanAccess resource="members" action="pay-password-reset">
            <Button onClick={resetPayPassword}>{t('members.payPasswordReset')}</Button>
          </CanAccess>
          {result.twoStepOn && (
            <CanAccess resource="members" action="two-step-reset">
              <Button danger onClick={resetTwoStep}>
                {t('members.twoStepReset')}
              </Button>
            </CanAccess>
          )}
          <CanAccess resource="members" action="kick">
            <Button danger onClick={endSessions}>
              {t('members.kick')}
            </Button>
          </CanAccess>
        </>
      }
    >
      <Breadcrumb items={[{ title: <Link to={PATHS.members}>{t('members.backToList')}</Link> }, { title: member.username }]} />
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
        <Descriptions.Item label={t('members.teamSize')}>{result.teamSize}</Descriptions.Item>
        <Descriptions.Item label={t('members.taskLevel')}>
          {result.taskLevel.name} {result.taskLevel.granted ? <ToneTag tone="waiting">{t('members.levelIsGranted')}</ToneTag> : null}
        </Descriptions.Item>
        <Descriptions.Item label={t('members.paidOrders')}>{result.taskLevel.completedTotal}</Descriptions.Item>
        <Descriptions.Item label={t('members.restrictions')} span={3}>
          {member.loginFrozen ? <ToneTag tone="negative">{t('members.loginFrozen')}</ToneTag> : null}
          {member.withdrawFrozen ? <ToneTag tone="waiting">{t('members.withdrawFrozen')}</ToneTag> : null}
          {!member.loginFrozen && !member.withdrawFrozen ? t('common.none') : null}
        </Descriptions.Item>
      </Descriptions>

      <SectionTitle>{t('members.inviters')}</SectionTitle>
      {result.inviters.length === 0 ? (
        <Typography.Text>{t('members.noInviter')}</Typography.Text>
      ) : (
        <Breadcrumb
          separator="›"
          items={result.inviters.map((inviter) => ({ key: inviter.id, title: <Link to={PATHS.member(inviter.id)}>{inviter.username}</Link> }))}
        />
      )}

      <SectionTitle>{t('members.bankCards')}</SectionTitle>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={result.bankCards}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
        columns={[
          { title: t('members.bankName'), dataIndex: 'bankName' },
          { title: t('members.accountName'), dataIndex: 'holder' },
          { title: t('members.cardNo'), dataIndex: 'account' },
          { title: t('common.createdAt'), dataIndex: 'createdAt', render: (createdAt: string) => formatTime(createdAt) },
        ]}
      />

      <SectionTitle>{t('members.addresses')}</SectionTitle>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={result.addresses}
        columns={[
          { title: t('members.network'), dataIndex: 'network' },
          { title: t('members.address'), dataIndex: 'address', render: (address: string) => <Typography.Text copyable>{address}</Typography.Text> },
        ]}
      />

      <MemberOrders memberId={member.id} heading={<SectionTitle>{t('orders.ofMember')}</SectionTitle>} />

      <SectionTitle>{t('members.sessions')}</SectionTitle>
      <Table
        size="small"
        rowKey={(session) => `${session.createdAt}-${session.ip}-${session.userAgent}`}
        pagination={false}
        dataSource={result.sessions}
        columns={[
          { title: t('members.signedInAt'), dataIndex: 'createdAt', render: (createdAt: string) => formatTime(createdAt) },
          { title: t('members.ip'), dataIndex: 'ip' },
          { title: t('members.device'), dataIndex: 'userAgent' },
        ]}
      />

      <SectionTitle>{t('members.signInHistory')}</SectionTitle>
      <MemberSignIns memberId={member.id} />

      <AdjustBalanceModal username={member.username} open={openModal === 'adjust'} onClose={() => { setOpenModal(null); }} onAdjusted={() => void query.refetch()} />
      <SendLetterModal username={member.username} open={openModal === 'letter'} onClose={() => { setOpenModal(null); }} />
      <ChangeLevelModal
        username={member.username}
        taskLevel={result.taskLevel}
        open={openModal === 'level'}
        onClose={() => { setOpenModal(null); }}
        onChanged={() => void query.refetch()}
      />
    </PageFrame>
  );
}
