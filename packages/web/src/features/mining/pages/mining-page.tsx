import type { TMiningProduct } from '@meridian/protocol';
import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/card';
import { Page } from '../../../components/page';
import { Loaded } from '../../../components/query-state';
import { StatusBlock } from '../../../components/status-block';
import { ROUTE } from '../../../config/routes';
import { useSession } from '../../../lib/session-store';
import { useBuyMiningMachine } from '../api/buy-mining-machine';
import { useMiningProducts } from '../api/get-mining-products';
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
  const products = useMiningProducts();
  const buy = useBuyMiningMachine();
  const [chosen, setChosen] = useState<TMiningProduct | null>(null);
  // One id per confirmation: a double tap or a retry after a timeout buys once.
  const [requestId, setRequestId] = useState(newRequestId);

  const confirm = (product: TMiningProduct) => {
    buy.mutate(
      { productId: product.id, count: 1, requestId },
      {
        onSuccess: () => {
          setChosen(null);
          setRequestId(newRequestId());
          onPurchased?.();
          Toast.show({ icon: 'success', content: t('mining.bought') });
          void navigate(ROUTE.miningRecord);
        },
        onError: () => {
          // The refusal was toasted by the request wrapper; the next try is a new request.
          setRequestId(newRequestId());
        },
      },
    );
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
        product={chosen}
        timeZone={timeZone}
        isBuying={buy.isPending}
        onClose={() => {
          setChosen(null);
        }}
        onConfirm={confirm}
      />
    </Page>
  );
}
