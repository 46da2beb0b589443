import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HeroActions } from '../../components/hero-actions';
import { ROUTE } from '../../config/routes';

/** Deposit and withdraw, under the balance. */
export function FundsActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <HeroActions
      primary={{ label: t('home.deposit'), onClick: () => void navigate(ROUTE.recharge) }}
      secondary={{ label: t('home.withdraw'), onClick: () => void navigate(ROUTE.withdraw) }}
    />
  );
}
