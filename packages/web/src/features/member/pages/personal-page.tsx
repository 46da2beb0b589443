import { ZUpdateInfoRequest, minutesToTimeZone, type TMemberInfo } from '@meridian/protocol';
import { Button, Picker, Selector, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { FormField } from '../../../components/form-field';
import { Page } from '../../../components/page';
import { Loaded } from '../../../components/query-state';
import { FieldStack, SubmitForm } from '../../../components/submit-form';
import { TextField } from '../../../components/text-field';
import { useForm } from '../../../components/use-form';
import { TwoStepCodeField, useTwoStepCode } from '../../../components/two-step-code-field';
import { useGoBack } from '../../../components/use-go-back';
import { validateForm } from '../../../lib/form-validation';
import { useMemberInfo } from '../api/get-member-info';
import { useUpdateInfo } from '../api/update-info';
import { ContactRow } from '../components/contact-row';
import styles from './member-pages.module.css';

/** The chains a USDT address may be on, as the contract lists them. */
const NETWORKS = ZUpdateInfoRequest.shape.network.def.innerType.options;
type Network = (typeof NETWORKS)[number];

/** The UTC offsets in use around the world, for the time-zone picker. */
const TIME_ZONES = [
  '-12:00', '-11:00', '-10:00', '-09:30', '-09:00', '-08:00', '-07:00', '-06:00', '-05:00', '-04:00', '-03:30', '-03:00',
  '-02:00', '-01:00', '+00:00', '+01:00', '+02:00', '+03:00', '+03:30', '+04:00', '+04:30', '+05:00', '+05:30', '+05:45',
  '+06:00', '+06:30', '+07:00', '+08:00', '+08:45', '+09:00', '+09:30', '+10:00', '+10:30', '+11:00', '+12:00', '+12:45',
  '+13:00', '+14:00',
];

// The email and the phone are not among them: they change on a page of their own (ContactRow).
const FIELDS = ['nickname', 'timeZone', 'usdtAddress', 'network'] as const;

function isNetwork(value: string): value is Network {
  return (NETWORKS as readonly string[]).includes(value);
}

function onlyNetwork(networks: readonly string[]): string {
  return networks.length === 1 ? (networks[0] ?? '') : '';
}

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
  const saved = {
    nickname: member.nickname,
    timeZone: member.timeZone,
    usdtAddress: member.usdtAddress,
    network: member.network,
  };
  // With a single network on offer there is nothing to choose: it is chosen already.
  const { values, setField, bind, errors, setErrors } = useForm({ ...saved, network: member.network || onlyNetwork(NETWORKS) });
  const twoStep = useTwoStepCode();
  const deviceZone = minutesToTimeZone(-new Date().getTimezoneOffset());

  const submit = () => {
    // Only what changed is sent: the server treats every field as optional.
    const changes: Record<string, string> = {};
    for (const field of FIELDS) {
      const value = values[field].trim();
      if (value !== saved[field]) changes[field] = value;
    }
    const checked = validateForm(ZUpdateInfoRequest, changes, FIELDS);
    // An address is only usable with its network (the server refuses one without, too).
    const networkMissing = values.usdtAddress.trim() !== '' && !isNetwork(values.network);
    if (networkMissing) {
      setErrors({ ...(checked.ok ? {} : checked.errors), network: t('member.networkRequired') });
      return;
    }
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) {
      if (checked.formError !== null) Toast.show({ content: checked.formError });
      return;
    }
    // A new payout address takes the 2-step code; other profile fields do not.
    const changesPayout = 'usdtAddress' in changes || 'network' in changes;
    updateInfo.mutate({ ...checked.data, ...(changesPayout ? twoStep.payload : {}) }, {
      onError: twoStep.onFailure,
      onSuccess: () => {
        Toast.show({ icon: 'success', content: t('common.saved') });
        goBack();
      },
    });
  };

  return (
    <SubmitForm onSubmit={submit}>
      <Card>
        <FieldStack>
          <TextField label={t('member.nickname')} {...bind('nickname')} placeholder={t('member.nicknamePlaceholder')} maxLength={30} />
          <ContactRow kind="phone" value={member.phone} />
          <ContactRow kind="email" value={member.email} />
          <FormField
            label={t('member.timeZone')}
            error={errors.timeZone}
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
                {t('member.utcOffset', { zone: values.timeZone })}
              </button>
            )}
          </FormField>
        </FieldStack>
      </Card>
      <Card title={t('member.withdrawalAddress')}>
        <FieldStack>
          <FormField label={t('member.network')} error={errors.network} plain>
            {(id) => (
              <Selector
                aria-labelledby={id}
                className={styles.selectorRow}
                columns={3}
                options={NETWORKS.map((network) => ({ label: network, value: network }))}
                value={isNetwork(values.network) ? [values.network] : []}
                onChange={(selected) => {
                  setField('network', selected[0] ?? '');
                }}
              />
            )}
          </FormField>
          <TextField label={t('member.usdtAddress')} {...bind('usdtAddress')} placeholder={t('member.usdtAddressPlaceholder')} maxLength={100} />
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
        value={[values.timeZone]}
        onClose={() => {
          setPickingZone(false);
        }}
        onConfirm={(picked) => {
          const zone = picked[0];
          if (typeof zone === 'string') setField('timeZone', zone);
        }}
      />
    </SubmitForm>
  );
}
