import type { TMemberInfo } from '@meridian/protocol';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/card';
import { ROUTE } from '../../../config/routes';
import { copyText } from '../../../lib/clipboard';
import styles from './account-cards.module.css';

/** The member's USDT address and its network (tap to copy), and the way to the profile that sets it. */
export function CoinAddressCard({ member }: { member: TMemberInfo | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card title={t('withdraw.coinAddress')}>
      {member === undefined ? null : member.usdtAddress === '' ? (
        <p className={styles.empty}>{t('withdraw.noCoinAddress')}</p>
      ) : (
        <dl className={styles.coin}>
          <div>
            <dt>{t('withdraw.network')}</dt>
            <dd>{member.network || '--'}</dd>
          </div>
          <div>
            <dt>{t('withdraw.address')}</dt>
            <dd>
              <button
                type="button"
                className={styles.copy}
                onClick={() => {
                  void copyText(member.usdtAddress);
                }}
                aria-label={t('withdraw.copyAddress')}
              >
                {member.usdtAddress}
              </button>
            </dd>
          </div>
        </dl>
      )}
      <Button
        block
        className={styles.add}
        fill="outline"
        shape="rounded"
        onClick={() => {
          void navigate(ROUTE.personal);
        }}
      >
        {member?.usdtAddress === '' ? t('withdraw.setCoinAddress') : t('withdraw.editCoinAddress')}
      </Button>
    </Card>
  );
}
