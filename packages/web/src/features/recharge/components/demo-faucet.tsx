import { DEMO_FAUCET_AMOUNT } from '@meridian/protocol';
import { Button, Tag, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSendDemoFaucet } from '../api/demo-faucet';
import styles from './incoming-deposits.module.css';

/**
 * The embedded demo's faucet (shown only when the channel says `demoFaucet`): sends demo USDT,
 * worth nothing, to the member's own address, so a chain deposit can be tried without a wallet.
 * Marked as demo-only so nobody takes it for money.
 */
export function DemoFaucet({ channelCode, coin }: { channelCode: string; coin: string }) {
  const { t } = useTranslation();
  const send = useSendDemoFaucet();
  return (
    <div className={styles.faucet} data-testid="demo-faucet">
      <Tag className={styles.faucetLabel} color="warning" fill="solid">
        {t('recharge.demoFaucet.label')}
      </Tag>
      <Button
        block
        color="warning"
        fill="outline"
        loading={send.isPending}
        onClick={() => {
          send.mutate({ channelCode, amount: DEMO_FAUCET_AMOUNT }, { onSuccess: () => Toast.show({ icon: 'success', content: t('recharge.demoFaucet.sent') }) });
        }}
      >
        {t('recharge.demoFaucet.send', { amount: DEMO_FAUCET_AMOUNT, coin })}
      </Button>
      <p className={styles.faucetNote}>{t('recharge.demoFaucet.note')}</p>
    </div>
  );
}
