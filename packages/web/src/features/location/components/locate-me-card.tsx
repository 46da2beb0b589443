import { Button } from 'antd-mobile';
import { CheckCircleOutline, ExclamationCircleOutline, LocationOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { formatCoordinates } from '../lib/coordinates';
import type { PositionState } from '../lib/use-current-position';
import styles from './location.module.css';

/** The "use my current location" button and what came of it; a failure points to manual entry. */
export function LocateMeCard({ state, onLocate }: { state: PositionState; onLocate: () => void }) {
  const { t } = useTranslation();
  return (
    <Card>
      <p className={styles.text}>{t('location.intro')}</p>
      <Button block color="primary" shape="rounded" size="large" loading={state.kind === 'locating'} onClick={onLocate}>
        <LocationOutline aria-hidden="true" /> {t('location.useCurrent')}
      </Button>
      <div role="status" aria-live="polite">
        {state.kind === 'found' && (
          <p className={styles.found}>
            <CheckCircleOutline aria-hidden="true" />{' '}
            {t('location.found', { coordinates: formatCoordinates(state.latitude, state.longitude), accuracy: Math.round(state.accuracy) })}
          </p>
        )}
        {state.kind === 'failed' && (
          <p className={styles.failed}>
            <ExclamationCircleOutline aria-hidden="true" /> {t(`location.failed.${state.reason}`)} {t('location.enterInstead')}
          </p>
        )}
      </div>
    </Card>
  );
}
