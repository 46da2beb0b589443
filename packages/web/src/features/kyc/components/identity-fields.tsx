import type { TIdDocumentType } from '@meridian/protocol';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceChips } from '../../../components/choice-chips';
import { FormField } from '../../../components/form-field';
import { TextField } from '../../../components/text-field';
import { issuingCountries } from '../lib/issuing-countries';
import styles from './kyc.module.css';

interface BoundField {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

interface IdentityFieldsProps {
  /** The documents the owner accepts: the only chips offered. */
  documentTypes: readonly TIdDocumentType[];
  documentType: BoundField;
  documentNumber: BoundField;
  country: BoundField;
}

/** Level 2's document: its type (chips), its number and the country that issued it (a list in the member's language). */
export function IdentityFields({ documentTypes, documentType, documentNumber, country }: IdentityFieldsProps) {
  const { t, i18n } = useTranslation();
  const countries = useMemo(() => issuingCountries(i18n.language), [i18n.language]);
  return (
    <>
      <FormField label={t('kyc.documentType')} error={documentType.error} plain>
        {(id) => (
          <ChoiceChips
            aria-labelledby={id}
            chips={documentTypes.map((type) => ({ key: type, value: type, label: t(`kyc.documentTypes.${type}`) }))}
            chosen={documentType.value}
            onChoose={documentType.onChange}
          />
        )}
      </FormField>
      <TextField label={t('kyc.documentNumber')} {...documentNumber} placeholder={t('kyc.documentNumberPlaceholder')} autoComplete="off" autoCapitalize="characters" maxLength={40} />
      <FormField label={t('kyc.country')} error={country.error}>
        {(id) => (
          <select
            id={id}
            className={styles.select}
            value={country.value}
            onChange={(event) => {
              country.onChange(event.target.value);
            }}
          >
            <option value="">{t('kyc.countryPlaceholder')}</option>
            {countries.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </>
  );
}
