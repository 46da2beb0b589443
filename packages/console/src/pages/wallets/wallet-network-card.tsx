import type { TWalletBalance, TWalletNetwork } from '@meridian/protocol';
import { Alert, Card, Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ToneTag, type Tone } from '../../components/tone-tag';
import { formatTime } from '../../lib/format-time';

const SIGNER_TONES = { up: 'positive', down: 'negative', never: 'neutral' } as const satisfies Record<TWalletNetwork['signer']['state'], Tone>;

/** A wallet's balances: the token, and the coin that pays its gas (none for the cold address). */
function BalanceValue({ balance }: { balance: TWalletBalance }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={2}>
      <strong data-testid={`balance-${balance.role}`}>{balance.token ?? t('wallets.unknown')}</strong>
      {balance.role === 'cold' ? null : <span>{t('wallets.coin', { amount: balance.native ?? t('wallets.unknown') })}</span>}
      <Typography.Text type="secondary" copyable={{ text: balance.address }} style={{ fontSize: 12 }}>
        {balance.address}
      </Typography.Text>
    </Flex>
  );
}

/** One network's wallets: hot, fee and cold balances read from its node, the signer's health and what waits. */
export function WalletNetworkCard({ network }: { network: TWalletNetwork }) {
  const { t } = useTranslation();
  const { signer } = network;
  return (
    <Card
      title={<h2 style={{ fontSize: 16, margin: 0 }}>{network.network}</h2>}
      extra={<ToneTag tone={SIGNER_TONES[signer.state]}>{t(`wallets.signerStates.${signer.state}`)}</ToneTag>}
    >
      <Flex vertical gap={12}>
        {network.balanceError === '' ? null : <Alert type="warning" showIcon message={t('wallets.balancesUnread')} description={network.balanceError} />}
        <Descriptions size="small" column={1}>
          {network.balances.map((balance) => (
            <Descriptions.Item key={balance.role} label={t(`wallets.roles.${balance.role}`)}>
              <BalanceValue balance={balance} />
            </Descriptions.Item>
          ))}
          <Descriptions.Item label={t('wallets.signer')}>
            {signer.heartbeatAt === null ? (
              t('wallets.signerNever')
            ) : (
              <Flex vertical gap={2}>
                <span>{t('wallets.heartbeat', { time: formatTime(signer.heartbeatAt), count: signer.heartbeatAgeSeconds ?? 0 })}</span>
                {signer.lastError === '' ? null : <span>{t('wallets.signerError', { error: signer.lastError })}</span>}
              </Flex>
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('wallets.queuedWithdrawals')}>{network.queuedWithdrawals}</Descriptions.Item>
          <Descriptions.Item label={t('wallets.inFlight')}>{network.signed + network.broadcast}</Descriptions.Item>
          <Descriptions.Item label={t('wallets.pendingSweeps')}>{network.pendingSweeps}</Descriptions.Item>
          <Descriptions.Item label={t('wallets.stuck')}>
            {network.stuck === 0 ? network.stuck : <ToneTag tone="negative">{network.stuck}</ToneTag>}
          </Descriptions.Item>
        </Descriptions>
      </Flex>
    </Card>
  );
}
