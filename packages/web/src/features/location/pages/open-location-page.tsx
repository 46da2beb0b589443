import { Button } from 'antd-mobile';
import { LocationFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Card } from '../../../components/card';
import { Page } from '../../../components/page';
import { StatusBlock } from '../../../components/status-block';
import { ROUTE } from '../../../config/routes';
import { copyText } from '../../../lib/clipboard';
import { currentDevicePlatform } from '../../../lib/device-platform';
import { formatCoordinates, placeFromQuery, plainCoordinates, type Place } from '../lib/coordinates';
import { mapLinks } from '../lib/map-links';
import styles from './location-pages.module.css';

/**
 * /open-location: the place a link names (`?latitude=&longitude=&name=&address=`), with links
 * that open it in the device's maps app. No map is drawn here: that would load tiles from a map
 * provider, which this app never contacts.
 */
export function OpenLocationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const place = placeFromQuery(searchParams);

  return (
    <Page title={t('titles.openLocation')}>
      {place === null ? (
        <Card>
          <StatusBlock status="empty" title={t('location.noPlace')} description={t('location.noPlaceHint')} />
          <Button
            block
            color="primary"
            fill="outline"
            shape="rounded"
            onClick={() => {
              void navigate(ROUTE.chooseLocation);
            }}
          >
            {t('titles.chooseLocation')}
          </Button>
        </Card>
      ) : (
        <PlaceCard place={place} />
      )}
    </Page>
  );
}

function PlaceCard({ place }: { place: Place }) {
  const { t } = useTranslation();
  const [primary, ...others] = mapLinks(place, currentDevicePlatform());
  return (
    <>
      <Card>
        <div className={styles.place}>
          <span className={styles.pin} aria-hidden="true">
            <LocationFill />
          </span>
          <div className={styles.placeText}>
            <h1 className={styles.name}>{place.name || t('location.pinned')}</h1>
            {place.address !== '' && <p className={styles.address}>{place.address}</p>}
          </div>
        </div>
        <dl className={styles.coordinates}>
          <div>
            <dt>{t('location.coordinates')}</dt>
            <dd data-testid="place-coordinates">{formatCoordinates(place.latitude, place.longitude)}</dd>
          </div>
        </dl>
      </Card>
      <Card>
        <div className={styles.actions}>
          {primary !== undefined && (
            <a className={styles.primaryLink} href={primary.url} target="_blank" rel="noopener noreferrer">
              {t('location.openInMaps')}
            </a>
          )}
          {others.map((link) => (
            <a key={link.app} className={styles.link} href={link.url} target="_blank" rel="noopener noreferrer">
              {t(`location.maps.${link.app}`)}
            </a>
          ))}
          <Button
            block
            fill="none"
            color="primary"
            onClick={() => {
              void copyText(plainCoordinates(place.latitude, place.longitude));
            }}
          >
            {t('location.copy')}
          </Button>
        </div>
      </Card>
    </>
  );
}
