import {
  ADDRESS_DETAIL_MAX,
  ADDRESS_PLACE_MAX,
  ADDRESS_POSTAL_CODE_MAX,
  ADDRESS_RECEIVER_MAX,
  type TMemberAddress,
} from '@meridian/protocol';
import { Button, TextArea, Toast } from 'antd-mobile';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Card } from '../../../components/card';
import { FormField } from '../../../components/form-field';
import { Page } from '../../../components/page';
import { Loaded } from '../../../components/query-state';
import { StatusBlock } from '../../../components/status-block';
import { FieldStack, SubmitForm } from '../../../components/submit-form';
import { SwitchField } from '../../../components/switch-field';
import { TextField } from '../../../components/text-field';
import { useGoBack } from '../../../components/use-go-back';
import { useSchemaForm, useTextController } from '../../../components/use-schema-form';
import { useEditMemberAddress } from '../api/edit-member-address';
import { useMemberAddresses } from '../api/get-member-address';
import { ADDRESS_FORM, EMPTY_ADDRESS, addressFormValues, type AddressFormValues } from '../lib/address-form';

/** The address the query names (`?id=3`), or null for a new one. */
function addressIdOf(params: URLSearchParams): number | null {
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** my/addressedit: a new address, or `?id=` one of the member's own to change. */
export function AddressEditPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const id = addressIdOf(searchParams);
  const addresses = useMemberAddresses();

  return (
    <Page title={id === null ? t('address.newTitle') : t('titles.addressEdit')}>
      <Loaded query={addresses}>
        {(list) => {
          if (id === null) return <AddressForm initial={EMPTY_ADDRESS} id={null} isFirst={list.length === 0} />;
          const address = list.find((item) => item.id === id);
          return address === undefined ? (
            <Card>
              <StatusBlock status="empty" title={t('address.notFound')} description={t('address.notFoundHint')} />
            </Card>
          ) : (
            <AddressForm initial={addressFormValues(address)} id={address.id} isFirst={false} address={address} />
          );
        }}
      </Loaded>
    </Page>
  );
}

interface AddressFormProps {
  initial: AddressFormValues;
  id: number | null;
  /** The member's first address is the default whatever the switch says. */
  isFirst: boolean;
  address?: TMemberAddress;
}

function AddressForm({ initial, id, isFirst, address }: AddressFormProps) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const edit = useEditMemberAddress();
  const { control, handleSubmit } = useSchemaForm(ADDRESS_FORM, { defaultValues: { ...initial, isDefault: initial.isDefault || isFirst } });
  const receiver = useTextController(control, 'receiver');
  const phone = useTextController(control, 'phone');
  const country = useTextController(control, 'country');
  const region = useTextController(control, 'region');
  const city = useTextController(control, 'city');
  const detail = useTextController(control, 'detail');
  const postalCode = useTextController(control, 'postalCode');
  const isDefault = useController({ control, name: 'isDefault' });
  // Unsetting the default would leave the member without one: the server keeps it, so the switch does too.
  const defaultLocked = isFirst || address?.isDefault === true;

  const submit = handleSubmit((fields) => {
    edit.mutate(id === null ? fields : { ...fields, id }, {
      onSuccess: () => {
        Toast.show({ icon: 'success', content: t('address.saved') });
        goBack();
      },
    });
  });

  return (
    <SubmitForm onSubmit={() => void submit()}>
      <Card>
        <FieldStack>
          <TextField label={t('address.receiver')} {...receiver} placeholder={t('address.receiverPlaceholder')} autoComplete="name" maxLength={ADDRESS_RECEIVER_MAX} />
          <TextField label={t('address.phone')} {...phone} type="tel" inputMode="tel" autoComplete="tel" hint={t('address.phoneHint')} placeholder={t('address.phonePlaceholder')} maxLength={16} />
        </FieldStack>
      </Card>
      <Card>
        <FieldStack>
          <TextField label={t('address.country')} {...country} placeholder={t('address.optional')} autoComplete="country-name" maxLength={ADDRESS_PLACE_MAX} />
          <TextField label={t('address.region')} {...region} placeholder={t('address.optional')} autoComplete="address-level1" maxLength={ADDRESS_PLACE_MAX} />
          <TextField label={t('address.city')} {...city} placeholder={t('address.optional')} autoComplete="address-level2" maxLength={ADDRESS_PLACE_MAX} />
          <FormField label={t('address.detail')} error={detail.error}>
            {(fieldId) => (
              <TextArea
                id={fieldId}
                value={detail.value}
                onChange={detail.onChange}
                placeholder={t('address.detailPlaceholder')}
                autoSize={{ minRows: 2, maxRows: 5 }}
                maxLength={ADDRESS_DETAIL_MAX}
              />
            )}
          </FormField>
          <TextField label={t('address.postalCode')} {...postalCode} placeholder={t('address.optional')} autoComplete="postal-code" maxLength={ADDRESS_POSTAL_CODE_MAX} />
          <SwitchField
            label={t('address.isDefault')}
            hint={defaultLocked ? (isFirst ? t('address.firstIsDefault') : t('address.alreadyDefault')) : undefined}
            checked={isDefault.field.value}
            disabled={defaultLocked}
            onChange={isDefault.field.onChange}
          />
        </FieldStack>
      </Card>
      <Button block type="submit" color="primary" shape="rounded" size="large" loading={edit.isPending}>
        {t('address.save')}
      </Button>
    </SubmitForm>
  );
}
