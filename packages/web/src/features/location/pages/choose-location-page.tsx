import { Button, Toast } from 'antd-mobile';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Card } from '../../../components/card';
import { Page } from '../../../components/page';
import { FieldStack, SubmitForm } from '../../../components/submit-form';
import { TextField } from '../../../components/text-field';
import { useForm } from '../../../components/use-form';
import { LocateMeCard } from '../components/locate-me-card';
import { PLACE_ADDRESS_MAX, PLACE_NAME_MAX, parseCoordinates, placeFromQuery } from '../lib/coordinates';
import { placeDestination } from '../lib/return-route';
import { useCurrentPosition } from '../lib/use-current-position';

type PlaceForm = {
  name: string;
  address: string;
  latitude: string;
  longitude: string;
};

/**
 * /choose-location: the member's current position from the browser, or a place typed by hand when
 * the browser cannot or may not tell. The chosen place goes to `?redirect=` (a page of the app)
 * or is shown on /open-location. A place in the query fills the form to start with.
 */
export function ChooseLocationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { values, setField, bind, setErrors } = useForm<PlaceForm>(() => {
    const start = placeFromQuery(searchParams);
    return {
      name: start?.name ?? '',
      address: start?.address ?? '',
      latitude: start === null ? '' : String(start.latitude),
      longitude: start === null ? '' : String(start.longitude),
    };
  });

  // A fix fills the numbers in; the member may still adjust them or name the place.
  const fillPosition = useCallback(
    (latitude: number, longitude: number) => {
      const found = parseCoordinates(String(latitude), String(longitude));
      if (!found.ok) return;
      setField('latitude', String(found.latitude));
      setField('longitude', String(found.longitude));
    },
    [setField],
  );
  const { state, locate } = useCurrentPosition(fillPosition);

  const submit = () => {
    const parsed = parseCoordinates(values.latitude, values.longitude);
    if (!parsed.ok) {
      setErrors(Object.fromEntries(parsed.errors.map((field) => [field, t(`location.invalid.${field}`)])));
      Toast.show({ content: t('location.checkCoordinates') });
      return;
    }
    const place = { latitude: parsed.latitude, longitude: parsed.longitude, name: values.name.trim(), address: values.address.trim() };
    void navigate(placeDestination(searchParams, place), { replace: true });
  };

  return (
    <Page title={t('titles.chooseLocation')}>
      <LocateMeCard state={state} onLocate={locate} />
      <SubmitForm onSubmit={submit}>
        <Card title={t('location.manualTitle')}>
          <FieldStack>
            <TextField label={t('location.name')} {...bind('name')} placeholder={t('location.optional')} maxLength={PLACE_NAME_MAX} />
            <TextField label={t('location.address')} {...bind('address')} placeholder={t('location.optional')} autoComplete="street-address" maxLength={PLACE_ADDRESS_MAX} />
            <TextField label={t('location.latitude')} {...bind('latitude')} inputMode="decimal" placeholder="22.2934" hint={t('location.latitudeHint')} maxLength={16} />
            <TextField label={t('location.longitude')} {...bind('longitude')} inputMode="decimal" placeholder="114.1694" hint={t('location.longitudeHint')} maxLength={16} />
          </FieldStack>
        </Card>
        <Button block type="submit" color="primary" shape="rounded" size="large">
          {t('location.confirm')}
        </Button>
      </SubmitForm>
    </Page>
  );
}
