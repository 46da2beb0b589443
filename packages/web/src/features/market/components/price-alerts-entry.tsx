import { BellOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NavButton } from '../../../components/nav-button';
import { ROUTE, href } from '../../../config/routes';

/** The way to the member's price alerts from a market page's bar; from a pair's chart, straight to a new alert for it. */
export function PriceAlertsEntry({ symbol }: { symbol?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <NavButton
      label={symbol === undefined ? t('market.priceAlerts') : t('kline.setAlert', { pair: symbol })}
      onClick={() => {
        void navigate(href(ROUTE.priceAlerts, { symbol }));
      }}
    >
      <BellOutline aria-hidden="true" />
    </NavButton>
  );
}
