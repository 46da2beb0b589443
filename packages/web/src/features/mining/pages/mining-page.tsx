import { CODE, currencyScale, type TMiningProduct } from '@meridian/protocol';
import { Dialog, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RequestError } from '../../../api/query-client';
import { Card } from '../../../components/card';
import { Page } from '../../../components/page';
import { PayPasswordSheet } from '../../../components/pay-password-sheet';
import { Loaded } from '../../../components/query-state';
import { StatusBlock } from '../../../components/status-block';
import { ROUTE } from '../../../config/routes';
import { formatMoney } from '../../../lib/money';
import { useSession } from '../../../lib/session-store';
import { useBuyMiningMachine } from '../api/buy-mining-machine';
import { useProductList } from '../api/get-product-list';
import { BuySheet } from '../components/buy-sheet';
import { ProductCard } from '../components/product-card';
import { newRequestId } from '../../../lib/request-id';
import styles from './mining-page.module.css';

interface MiningPageProps {
  /** The app refreshes the balance after a purchase (the balance belongs to another feature). */
  onPurchased?: () => void;
}

/** The machines on sale; buying shows the exact income schedule first. */
export function MiningPage({ onPurchased }: MiningPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const timeZone = useSession((state) => state.user?.timeZone);
  const products = useProductList();
  const buy = useBuyMiningMachine();
  const hasPayPassword = useSession((state) => state.user?.hasPayPassword);
  const [chosen, setChosen] = useState<TMiningProduct | null>(null);
  /** The schedule was accepted: the pay password sheet is up. */
  const [confirming, setConfirming] = useState(false);
  // One id per confirmation: a double tap or a retry after a timeout buys once.
  const [requestId, setRequestId] = useState(newRequestId);

  const promptSetPayPassword = async () => {
    const go = await Dialog.confirm({ content: t('withdraw.setPayPasswordFirst'), confirmText: t('withdraw.setPayPassword'), cancelText: t('common.cancel') });
    if (go) void navigate(ROUTE.payPasswordEdit);
  };

  /** After the schedule, the pay password: the price is out of reach for the whole lock. */
  const confirm = () => {
    if (hasPayPassword === false) {
      setChosen(null);
      void promptSetPayPassword();
      return;
    }
    setConfirming(true);
  };

  const closeAll = () => {
    setConfirming(false);
    setChosen(null);
  };

  const submit = async (payPassword: string): Promise<string | null> => {
    if (chosen === null) return null;
    try {
      await buy.mutateAsync({ productId: chosen.id, count: 1, payPassword, requestId });
      closeAll();
      setRequestId(newRequestId());
      onPurchased?.();
      Toast.show({ icon: 'success', content: t('mining.bought') });
      void navigate(ROUTE.miningRecord);
      return null;
    } catch (error) {
      // Refused: nothing was bought, so the next try is a new request.
      setRequestId(newRequestId());
      const failure = error instanceof RequestError ? error.failure : { code: 0, msg: t('common.networkError') };
      if (failure.code === CODE.WRONG_PAY_PASSWORD) return failure.msg;
      closeAll();
      if (failure.code === CODE.PAY_PASSWORD_NOT_SET) void promptSetPayPassword();
      // 6005 was toasted by the request wrapper, which opens recharge.
      else if (failure.code !== CODE.BALANCE_LOW) void Dialog.alert({ content: failure.msg, confirmText: t('common.confirm') });
      return null;
    }
  };

  return (
    <Page
      title={t('titles.mining')}
      right={
        <button
          type="button"
          className={styles.link}
          onClick={() => {
            void navigate(ROUTE.purchaseRecord);
          }}
        >
          {t('mining.purchases')}
        </button>
      }
    >
      <p className={styles.intro}>{t('mining.intro')}</p>
      <Loaded query={products}>
        {({ list }) =>
          list.length === 0 ? (
            <Card>
              <StatusBlock status="empty" title={t('mining.noProducts')} description="" />
            </Card>
          ) : (
            <div className={styles.products}>
              {list.map((product) => (
                <ProductCard key={product.id} product={product} timeZone={timeZone} onBuy={setChosen} />
              ))}
            </div>
          )
        }
      </Loaded>
      <BuySheet
        product={confirming ? null : chosen}
        timeZone={timeZone}
        isBuying={buy.isPending}
        onClose={closeAll}
        onConfirm={confirm}
      />
      <PayPasswordSheet visible={confirming && chosen !== null} title={t('mining.payTitle')} onSubmit={submit} onClose={closeAll}>
        {chosen !== null && (
          <p className={styles.paying}>{t('mining.payText', { name: chosen.name, amount: formatMoney(chosen.price, currencyScale(chosen.currency)), currency: chosen.currency })}</p>
        )}
      </PayPasswordSheet>
    </Page>
  );
}
