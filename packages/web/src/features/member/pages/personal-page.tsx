import { minutesToTimeZone, type TMemberInfo, type TUpdateInfoRequest } from '@meridian/protocol';
import { Button, Picker, Selector, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useController, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { FormField } from '../../../components/form-field';
import { Page } from '../../../components/page';
import { Loaded } from '../../../components/query-state';
import { FieldStack, SubmitForm } from '../../../components/submit-form';
import { TextField } from '../../../components/text-field';
import { TwoStepCodeField, useTwoStepCode } from '../../../components/two-step-code-field';
import { useGoBack } from '../../../components/use-go-back';
import { useSchemaForm, useTextController } from '../../../components/use-schema-form';
import { useMemberInfo } from '../api/get-member-info';
import { useUpdateInfo } from '../api/update-info';
import { ContactRow } from '../components/contact-row';
import { NETWORKS, isNetwork, isNetworkMissing, profileFormSchema, profileFormValues, savedProfile, type ProfileValues } from '../lib/profile-form';
import styles from './member-pages.module.css';

/** The UTC offsets in use around the world, for the time-zone picker. */
const TIME_ZONES = [
  '-12:00', '-11:00', '-10:00', '-09:30', '-09:00', '-08:00', '-07:00', '-06:00', '-05:00', '-04:00', '-03:30', '-03:00',
  '-02:00', '-01:00', '+00:00', '+01:00', '+02:00', '+03:00', '+03:30', '+04:00', '+04:30', '+05:00', '+05:30', '+05:45',
  '+06:00', '+06:30', '+07:00', '+08:00', '+08:45', '+09:00', '+09:30', '+10:00', '+10:30', '+11:00', '+12:00', '+12:45',
  '+13:00', '+14:00',
];

/** my/personal: the member edits their own profile. */
export function PersonalPage() {
  const { t } = useTranslation();
  const member = useMemberInfo();
  return (
    <Page title={t('titles.personal')}>
      <Loaded query={member}>{(data) => <ProfileForm member={data} />}</Loaded>
    </Page>
  );
}

function ProfileForm({ member }: { member: TMemberInfo }) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const updateInfo = useUpdateInfo();
  const [pickingZone, setPickingZone] = useState(false);
  const saved = savedProfile(member);
  const { control, handleSubmit, getValues, setError } = useSchemaForm(profileFormSchema(saved), { defaultValues: profileFormValues(saved) });
  const nickname = useTextController(control, 'nickname');
  const usdtAddress = useTextController(control, 'usdtAddress');
  const timeZone = useController({ control, name: 'timeZone' });
  const network = useController({ control, name: 'network' });
  const twoStep = useTwoStepCode();
  const deviceZone = minutesToTimeZone(-new Date().getTimezoneOffset());

  /** An address without its network: said on the network, in place of any message of its own, and the call waits. */
  const sayNetworkMissing = (): boolean => {
    if (!isNetworkMissing(getValues())) return false;
    setError('network', { message: t('member.networkRequired') });
    return true;
  };

  const save = (changes: TUpdateInfoRequest) => {
    if (sayNetworkMissing()) return;
    // A new payout address takes the 2-step code; other profile fields do not.
    const changesPayout = 'usdtAddress' in changes || 'network' in changes;
    updateInfo.mutate({ ...changes, ...(changesPayout ? twoStep.payload : {}) }, {
      onError: twoStep.onFailure,
      onSuccess: () => {
        Toast.show({ icon: 'success', content: t('common.saved') });
        goBack();
      },
    });
  };

  const refuse = (errors: FieldErrors<ProfileValues>) => {
    if (sayNetworkMissing()) return;
    if (errors.root?.message !== undefined) Toast.show({ content: errors.root.message });
  };

  const submit = handleSubmit(save, refuse);

  return (
    <SubmitForm onSubmit={() => void submit()}>
      <Card>
        <FieldStack>
          <TextField label={t('member.nickname')} {...nickname} placeholder={t('member.nicknamePlaceholder')} maxLength={30} />
          <ContactRow kind="phone" value={member.phone} />
          <ContactRow kind="email" value={member.email} />
          <FormField
            label={t('member.timeZone')}
            error={timeZone.fieldState.error?.message}
            hint={t('member.deviceTimeZone', { zone: deviceZone })}
          >
            {(id) => (
              <button
                id={id}
                type="button"
                className={styles.pickerButton}
                onClick={() => {
                  setPickingZone(true);
                }}
              >
                {t('member.utcOffset', { zone: timeZone.field.value })}
              </button>
            )}
          </FormField>
        </FieldStack>
      </Card>
      <Card title={t('member.withdrawalAddress')}>
        <FieldStack>
          <FormField label={t('member.network')} error={network.fieldState.error?.message} plain>
            {(id) => (
              <Selector
                aria-labelledby={id}
                className={styles.selectorRow}
                columns={3}
                options={NETWORKS.map((network) => ({ label: network, value: network }))}
                value={isNetwork(network.field.value) ? [network.field.value] : []}
                onChange={(selected) => {
                  network.field.onChange(selected[0] ?? '');
                }}
              />
            )}
          </FormField>
          <TextField label={t('member.usdtAddress')} {...usdtAddress} placeholder={t('member.usdtAddressPlaceholder')} maxLength={100} />
          <TwoStepCodeField {...twoStep} />
        </FieldStack>
      </Card>
      <Button block type="submit" color="primary" size="large" shape="rounded" loading={updateInfo.isPending}>
        {t('common.save')}
      </Button>
      <Picker
        visible={pickingZone}
        title={t('member.timeZone')}
        confirmText={t('common.confirm')}
        cancelText={t('common.cancel')}
        columns={[TIME_ZONES.map((zone) => ({ label: t('member.utcOffset', { zone }), value: zone }))]}
        value={[timeZone.field.value]}
        onClose={() => {
          setPickingZone(false);
        }}
        onConfirm={(picked) => {
          const zone = picked[0];
          if (typeof zone === 'string') timeZone.field.onChange(zone);
        }}
      />
    </SubmitForm>
  );
}
