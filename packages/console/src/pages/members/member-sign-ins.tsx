import { useTable } from '@refinedev/antd';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SignInItem, SignInOutcome } from '../../api/admin-types';
import { RefusalAlert } from '../../components/refusal-alert';
import { ToneTag, type Tone } from '../../components/tone-tag';
import { formatTime } from '../../lib/format-time';
import { useListPager } from '../../components/list-pager';

const OUTCOME_TONES: Record<SignInOutcome, Tone> = { ok: 'positive', 'wrong-password': 'negative', 'wrong-code': 'negative', frozen: 'waiting' };

const DEVICE_KINDS = ['mobile', 'tablet', 'desktop', 'tv'] as const;
type DeviceKind = (typeof DEVICE_KINDS)[number];
const isDeviceKind = (kind: string): kind is DeviceKind => (DEVICE_KINDS as readonly string[]).includes(kind);

const deviceText = ({ device }: SignInItem) => [device.browser, device.os].filter(Boolean).join(' · ') || '—';

/** A member's sign-ins of the last 90 days, right and wrong: who tried from where, on what. */
export function MemberSignIns({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const { tableProps, tableQuery } = useListPager(useTable<SignInItem>({
    resource: `members/${memberId}/sign-ins`,
    pagination: { pageSize: 10 },
    syncWithLocation: false,
    errorNotification: false,
  }));
  return (
    <>
      {tableQuery.isError ? <RefusalAlert error={tableQuery.error} onRetry={() => void tableQuery.refetch()} /> : null}
      <Table<SignInItem> {...tableProps} rowKey="id" size="small">
        <Table.Column<SignInItem> dataIndex="at" title={t('members.signedInAt')} render={(at: string) => formatTime(at)} />
        <Table.Column<SignInItem>
          dataIndex="outcome"
          title={t('members.signInOutcome')}
          render={(outcome: SignInOutcome) => <ToneTag tone={OUTCOME_TONES[outcome]}>{t(`members.signInOutcomes.${outcome}`)}</ToneTag>}
        />
        <Table.Column<SignInItem> dataIndex="ip" title={t('members.ip')} />
        <Table.Column<SignInItem> key="device" title={t('members.device')} render={(_value, row) => deviceText(row)} />
        <Table.Column<SignInItem>
          key="kind"
          title={t('members.deviceKind')}
          render={(_value, { device }) => (isDeviceKind(device.kind) ? t(`members.deviceKinds.${device.kind}`) : '—')}
        />
      </Table>
    </>
  );
}
