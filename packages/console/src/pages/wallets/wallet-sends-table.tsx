import type { TWalletSend } from '@meridian/protocol';
import { useCan } from '@refinedev/core';
import { Button, Space, Table, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyboardScrollable } from '../../components/keyboard-scrollable';
import { ToneTag } from '../../components/tone-tag';

/** The tabs, what needs a hand first: stuck, then what waits to be signed, then what is out. */
const VIEWS = ['stuck', 'queued', 'inFlight'] as const;
type SendsView = (typeof VIEWS)[number];

const isView = (key: string): key is SendsView => (VIEWS as readonly string[]).includes(key);
const shownIn = (view: SendsView, send: TWalletSend) => (view === 'stuck' ? send.stuck : view === 'queued' ? send.status === 'queued' : send.status !== 'queued');

/** What an operator may ask of a send: the signer does it at its next step. */
export type WalletAction = 'rebroadcast' | 'replace' | 'fail-and-refund';

interface WalletSendsTableProps {
  network: string;
  sends: readonly TWalletSend[];
  onAction: (send: TWalletSend, action: WalletAction) => void;
}

/** A network's sends not final, by tab, with the actions on a stuck one. */
export function WalletSendsTable({ network, sends, onAction }: WalletSendsTableProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<SendsView>('stuck');
  const may = {
    rebroadcast: useCan({ resource: 'wallets', action: 'rebroadcast' }).data?.can ?? false,
    replace: useCan({ resource: 'wallets', action: 'replace' }).data?.can ?? false,
    'fail-and-refund': useCan({ resource: 'wallets', action: 'fail-and-refund' }).data?.can ?? false,
  };
  const actionsOf = (send: TWalletSend) => {
    // Asked already: the signer does it at its next step.
    if (send.requestedAction !== '') return <ToneTag tone="info">{t(`wallets.requested.${send.requestedAction}`, { defaultValue: send.requestedAction })}</ToneTag>;
    const isSigned = send.status !== 'queued';
    return (
      <Space wrap size={4}>
        {send.cancelling ? <ToneTag tone="waiting">{t('wallets.cancelling')}</ToneTag> : null}
        {isSigned && may.rebroadcast ? <Button size="small" onClick={() => { onAction(send, 'rebroadcast'); }}>{t('wallets.rebroadcast')}</Button> : null}
        {isSigned && may.replace ? <Button size="small" onClick={() => { onAction(send, 'replace'); }}>{t('wallets.replace')}</Button> : null}
        {may['fail-and-refund'] && !send.cancelling ? <Button size="small" danger onClick={() => { onAction(send, 'fail-and-refund'); }}>{t('wallets.failAndRefund')}</Button> : null}
      </Space>
    );
  };
  const counts = Object.fromEntries(VIEWS.map((key) => [key, sends.filter((send) => shownIn(key, send)).length]));
  return (
    <>
      <Tabs
        activeKey={view}
        onChange={(key) => { if (isView(key)) setView(key); }}
        items={VIEWS.map((key) => ({ key, label: t(`wallets.views.${key}`, { count: counts[key] ?? 0 }) }))}
      />
      <KeyboardScrollable label={t('wallets.sendsOf', { network })}>
        <Table<TWalletSend> dataSource={sends.filter((send) => shownIn(view, send))} rowKey="id" size="middle" pagination={false} scroll={{ x: 1300 }}>
          <Table.Column<TWalletSend> dataIndex="id" title={t('wallets.id')} render={(id: number) => `#${id}`} />
          <Table.Column<TWalletSend> dataIndex="purpose" title={t('wallets.purpose')} render={(purpose: string) => t(`wallets.purposes.${purpose}`, { defaultValue: purpose })} />
          <Table.Column<TWalletSend> dataIndex="reference" title={t('wallets.reference')} />
          <Table.Column<TWalletSend> dataIndex="amount" title={t('common.amount')} align="right" />
          <Table.Column<TWalletSend> dataIndex="toAddress" title={t('wallets.to')} render={(to: string) => <Typography.Text code copyable={{ text: to }}>{`${to.slice(0, 10)}…`}</Typography.Text>} />
          <Table.Column<TWalletSend>
            key="status"
            title={t('common.status')}
            render={(_value, send) => <ToneTag tone={send.stuck ? 'negative' : send.status === 'queued' ? 'waiting' : 'info'}>{t(`wallets.statuses.${send.status}`, { defaultValue: send.status })}</ToneTag>}
          />
          <Table.Column<TWalletSend> dataIndex="txHash" title={t('wallets.transaction')} render={(hash: string) => (hash === '' ? '—' : <Typography.Text code copyable={{ text: hash }}>{`${hash.slice(0, 12)}…`}</Typography.Text>)} />
          <Table.Column<TWalletSend> dataIndex="nonce" title={t('wallets.nonce')} render={(nonce: number | null) => nonce ?? '—'} />
          <Table.Column<TWalletSend> dataIndex="ageSeconds" title={t('wallets.age')} render={(seconds: number) => t('wallets.ageMinutes', { count: Math.floor(seconds / 60) })} />
          <Table.Column<TWalletSend> dataIndex="lastError" title={t('wallets.lastError')} render={(error: string) => (error === '' ? '—' : error)} />
          <Table.Column<TWalletSend> key="actions" title={t('common.actions')} render={(_value, send) => actionsOf(send)} />
        </Table>
      </KeyboardScrollable>
    </>
  );
}
