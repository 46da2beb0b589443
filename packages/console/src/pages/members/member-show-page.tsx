import { useOne } from '@refinedev/core';
import { Breadcrumb } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { TMemberDetail } from '@meridian/protocol';
import { PageFrame } from '../../components/page-frame';
import { PageLoading } from '../../components/page-loading';
import { RefusalAlert } from '../../components/refusal-alert';
import { PATHS } from '../../config/paths';
import { memberActionButtons, type MemberForm } from './member-action-buttons';
import { MemberForms } from './member-forms';
import { MemberInviters } from './member-inviters';
import { MemberOrders } from './member-orders';
import { MemberPayoutAccounts } from './member-payout-accounts';
import { MemberProfile } from './member-profile';
import { MemberSessions } from './member-sessions';
import { MemberSignIns } from './member-sign-ins';
import { SectionTitle } from './section-title';
import { useMemberActions } from './use-member-actions';

/** One member: their profile, where their money may go, their orders and sessions, and what operators may do to them. */
export default function MemberShowPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [openForm, setOpenForm] = useState<MemberForm | null>(null);
  const { query, result } = useOne<TMemberDetail>({ resource: 'members', id, errorNotification: false });
  const readAgain = () => void query.refetch();
  const actions = useMemberActions(readAgain);

  if (query.isLoading) return <PageLoading />;
  if (query.isError || result === undefined) {
    return (
      <PageFrame title={t('members.title')}>
        <RefusalAlert error={query.error} onRetry={readAgain} />
      </PageFrame>
    );
  }
  const { member } = result;

  return (
    <PageFrame title={t('members.showTitle', { username: member.username })} actions={memberActionButtons(t, { detail: result, actions, onOpen: setOpenForm })}>
      <Breadcrumb items={[{ title: <Link to={PATHS.members}>{t('members.backToList')}</Link> }, { title: member.username }]} />
      <MemberProfile detail={result} />
      <MemberInviters inviters={result.inviters} />
      <MemberPayoutAccounts bankCards={result.bankCards} addresses={result.addresses} />
      <MemberOrders memberId={member.id} heading={<SectionTitle>{t('orders.ofMember')}</SectionTitle>} />
      <MemberSessions sessions={result.sessions} />
      <SectionTitle>{t('members.signInHistory')}</SectionTitle>
      <MemberSignIns memberId={member.id} />
      <MemberForms detail={result} open={openForm} onClose={() => { setOpenForm(null); }} onChanged={readAgain} />
    </PageFrame>
  );
}
