import { Button, Toast } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Card } from '../../../components/card';
import { Page } from '../../../components/page';
import { FieldStack, SubmitForm } from '../../../components/submit-form';
import { TextField } from '../../../components/text-field';
import { useSchemaForm, useTextController } from '../../../components/use-schema-form';
import { LocateMeCard } from '../components/locate-me-card';
import { PLACE_ADDRESS_MAX, PLACE_NAME_MAX, parseCoordinates, placeFromQuery, type Place } from '../lib/coordinates';
import { placeFormSchema, placeFormValues } from '../lib/place-form';
import { placeDestination } from '../lib/return-route';
import { useCurrentPosition } from '../lib/use-current-position';

/**
 * /choose-location: the member's current position from the browser, or a place typed by hand when
 * the browser cannot or may not tell. The chosen place goes to `?redirect=` (a page of the app)
 * or is shown on /open-location. A place in the query fills the form to start with.
 */
export function ChooseLocationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [startValues] = useState(() => placeFormValues(placeFromQuery(searchParams)));
  const { control, handleSubmit, setValue } = useSchemaForm(placeFormSchema((field) => t(`location.invalid.${field}`)), { defaultValues: startValues });
  const name = useTextController(control, 'name');
  const address = useTextController(control, 'address');
  const latitudeField = useTextController(control, 'latitude');
  const longitudeField = useTextController(control, 'longitude');

  // A fix fills the numbers in; the member may still adjust them or name the place.
  const fillPosition = useCallback(
    (latitude: number, longitude: number) => {
      const found = parseCoordinates(String(latitude), String(longitude));
      if (!found.ok) return;
      setValue('latitude', String(found.latitude));
      setValue('longitude', String(found.longitude));
    },
    [setValue],
  );
  const { state, locate } = useCurrentPosition(fillPosition);

  const submit = handleSubmit(
    (place: Place) => {
      void navigate(placeDestination(searchParams, place), { replace: true });
    },
    () => {
      Toast.show({ content: t('location.checkCoordinates') });
    },
  );

  return (
    <Page title={t('titles.chooseLocation')}>
      <LocateMeCard state={state} onLocate={locate} />
      <SubmitForm onSubmit={() => void submit()}>
        <Card title={t('location.manualTitle')}>
          <FieldStack>
            <TextField label={t('location.name')} {...name} placeholder={t('location.optional')} maxLength={PLACE_NAME_MAX} />
            <TextField label={t('location.address')} {...address} placeholder={t('location.optional')} autoComplete="street-address" maxLength={PLACE_ADDRESS_MAX} />
            <TextField label={t('location.latitude')} {...latitudeField} inputMode="decimal" placeholder="22.2934" hint={t('location.latitudeHint')} maxLength={16} />
            <TextField label={t('location.longitude')} {...longitudeField} inputMode="decimal" placeholder="114.1694" hint={t('location.longitudeHint')} maxLength={16} />
          </FieldStack>
        </Card>
        <Button block type="submit" color="primary" shape="rounded" size="large">
          {t('location.confirm')}
        </Button>
      </SubmitForm>
    </Page>
  );
}
