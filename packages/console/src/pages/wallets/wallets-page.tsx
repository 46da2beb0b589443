import { newRequestId, type AdminOutput, type TWalletSend } from '@meridian/protocol';
import { useCustom, useCustomMutation } from '@refinedev/core';
import { App, Col, Empty, Flex, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeCall, readCall } from '../../api/admin-call';
import { PageFrame } from '../../components/page-frame';
import { PageLoading } from '../../components/page-loading';
import { ReasonModal } from '../../components/reason-modal';
import { RefusalAlert } from '../../components/refusal-alert';
import { doneUnlessHeld, heldNotice } from '../../lib/held-answer';
import { doneNotification, refusalNotification } from '../../lib/refusal-text';
import { WalletNetworkCard } from './wallet-network-card';
import { WalletSendsTable, type WalletAction } from './wallet-sends-table';

/** Balances and sends move on their own (the signer steps every second): the screen reads them again this often. */
export const WALLETS_REFRESH_MS = 5_000;

/**
 * The platform's wallets for operators: per network the hot, fee and cold balances read from the
 * node, the signer's health, and the sends not final; a stuck one is broadcast again, replaced
 * with higher fees, or failed and refunded (a second operator approves that first).
 */
export default function WalletsPage() {
  const { t } = useTranslation();
  const { modal, notification } = App.useApp();
  const { query, result } = useCustom<AdminOutput<'wallets'>>({ ...readCall('wallets'), queryOptions: { refetchInterval: WALLETS_REFRESH_MS }, errorNotification: false });
  const { mutate, mutation } = useCustomMutation();
  // With one request id per opening of its dialog: pressing again after a timeout asks once.
  const [failing, setFailing] = useState<{ send: TWalletSend; requestId: string } | null>(null);
  const refresh = () => void query.refetch();

  const ask = (send: TWalletSend, action: Exclude<WalletAction, 'fail-and-refund'>) => {
    modal.confirm({
      title: t(`wallets.${action}Title`, { id: send.id }),
      content: t(`wallets.${action}Confirm`, { reference: send.reference, nonce: send.nonce ?? '—' }),
      okText: t(`wallets.${action}`),
      cancelText: t('common.cancel'),
      onOk: () =>
        new Promise<void>((resolve) => {
          mutate(
            { ...changeCall(action === 'rebroadcast' ? 'wallets-rebroadcast' : 'wallets-replace', {}, { id: send.id }), successNotification: doneNotification, errorNotification: refusalNotification },
            { onSettled: () => { resolve(); refresh(); } },
          );
        }),
    });
  };

  const failAndRefund = (reason: string) => {
    if (failing === null) return;
    mutate(
      { ...changeCall('wallets-fail-and-refund', { reason, requestId: failing.requestId }, { id: failing.send.id }), successNotification: doneUnlessHeld, errorNotification: refusalNotification },
      {
        onSuccess: (answer) => {
          const held = heldNotice(answer);
          if (held !== null) notification.warning(held);
          setFailing(null);
        },
        onSettled: refresh,
      },
    );
  };

  const onAction = (send: TWalletSend, action: WalletAction) => {
    if (action === 'fail-and-refund') setFailing({ send, requestId: newRequestId() });
    else ask(send, action);
  };

  const networks = query.isSuccess ? result.data.networks : [];
  return (
    <PageFrame title={t('wallets.title')}>
      {query.isLoading ? <PageLoading /> : null}
      {query.isError ? <RefusalAlert error={query.error} onRetry={refresh} /> : null}
      {query.isSuccess && networks.length === 0 ? <Empty description={t('wallets.noNetworks')} /> : null}
      {networks.map((network) => (
        <Row key={network.network} gutter={[16, 16]}>
          <Col xs={24} xl={8}>
            <WalletNetworkCard network={network} />
          </Col>
          <Col xs={24} xl={16}>
            <Flex vertical>
              <WalletSendsTable network={network.network} sends={network.sends} onAction={onAction} />
            </Flex>
          </Col>
        </Row>
      ))}
      <ReasonModal
        open={failing !== null}
        title={t('wallets.failAndRefundTitle', { id: failing?.send.id ?? '' })}
        intro={t('wallets.failAndRefundIntro', { reference: failing?.send.reference ?? '', amount: failing?.send.amount ?? '' })}
        label={t('common.reason')}
        okText={t('wallets.failAndRefund')}
        danger
        isPending={mutation.isPending}
        onSubmit={failAndRefund}
        onClose={() => { setFailing(null); }}
      />
    </PageFrame>
  );
}
