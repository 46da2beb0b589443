import { useTable } from '@refinedev/antd';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { SIGN_IN_OUTCOMES, type TSignInItem, type TSignInOutcome } from '@meridian/protocol';
import { RefusalAlert } from '../../components/refusal-alert';
import { ToneTag, type Tone } from '../../components/tone-tag';
import { formatTime } from '../../lib/format-time';
import { useListPager } from '../../components/list-pager';
import { isOneOf } from '../../lib/one-of';

const OUTCOME_TONES: Record<TSignInOutcome, Tone> = { ok: 'positive', 'wrong-password': 'negative', 'wrong-code': 'negative', 'wrong-passkey': 'negative', frozen: 'waiting' };

const DEVICE_KINDS = ['mobile', 'tablet', 'desktop', 'tv'] as const;
type DeviceKind = (typeof DEVICE_KINDS)[number];
const isDeviceKind = (kind: string): kind is DeviceKind => (DEVICE_KINDS as readonly string[]).includes(kind);

const deviceText = ({ device }: TSignInItem) => [device.browser, device.os].filter(Boolean).join(' · ') || '—';

/** A member's sign-ins of the last 90 days, right and wrong: who tried from where, on what. */
export function MemberSignIns({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const { tableProps, tableQuery } = useListPager(useTable<TSignInItem>({
    resource: `members/${memberId}/sign-ins`,
    pagination: { pageSize: 10 },
    syncWithLocation: false,
    errorNotification: false,
  }));
  return (
    <>
      {tableQuery.isError ? <RefusalAlert error={tableQuery.error} onRetry={() => void tableQuery.refetch()} /> : null}
      <Table<TSignInItem> {...tableProps} rowKey="id" size="small">
        <Table.Column<TSignInItem> dataIndex="at" title={t('members.signedInAt')} render={(at: string) => formatTime(at)} />
        <Table.Column<TSignInItem>
          dataIndex="outcome"
          title={t('members.signInOutcome')}
          // One the console does not know yet (a newer server) shows as the server wrote it.
          render={(outcome: string) => (isOneOf(SIGN_IN_OUTCOMES, outcome) ? <ToneTag tone={OUTCOME_TONES[outcome]}>{t(`members.signInOutcomes.${outcome}`)}</ToneTag> : <ToneTag tone="neutral">{outcome}</ToneTag>)}
        />
        <Table.Column<TSignInItem> dataIndex="ip" title={t('members.ip')} />
        <Table.Column<TSignInItem> key="device" title={t('members.device')} render={(_value, row) => deviceText(row)} />
        <Table.Column<TSignInItem>
          key="kind"
          title={t('members.deviceKind')}
          render={(_value, { device }) => (isDeviceKind(device.kind) ? t(`members.deviceKinds.${device.kind}`) : '—')}
        />
      </Table>
    </>
  );
}
