import { AMOUNT_TEXT, APP_LANGUAGES, compareFigures, PERCENT_TEXT, type LocalizedText } from '@meridian/protocol';
import type { FormRule } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Where a field is in a form's values: `['banks', 2, 'code']`. */
export type FieldPath = (string | number)[];

/** As the settings' schemas take them (the protocol's): an amount of the platform currency, a percentage. */
const AMOUNT = AMOUNT_TEXT;
const PERCENT = PERCENT_TEXT;

export const trimmedText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Whether a text has a version in some language (the server refuses a name with none). */
export function hasSomeText(text: unknown): boolean {
  if (typeof text === 'string') return text.trim() !== '';
  return isRecord(text) && Object.values(text).some((version) => typeof version === 'string' && version.trim() !== '');
}

/** A text's versions trimmed, the empty ones left out (an empty version is no version: members get another). */
export function cleanText(text: LocalizedText | string | undefined): LocalizedText {
  if (typeof text === 'string') return text.trim() === '' ? {} : { 'en-US': text.trim() };
  return Object.fromEntries(APP_LANGUAGES.flatMap((language) => {
    const version = text?.[language]?.trim() ?? '';
    return version === '' ? [] : [[language, version]];
  }));
}

const pass = () => Promise.resolve();
const fail = (message: string) => Promise.reject(new Error(message));

/**
 * The checks the settings' forms run before anything is sent, mirroring the server's schemas
 * (packages/server/src/settings/); the server still checks, and its refusal is shown.
 */
export function useSettingRules() {
  const { t } = useTranslation();
  return useMemo(() => {
    const required: FormRule = { required: true, whitespace: true, message: t('common.required') };
    return {
      /** A required text of at most `max` characters. */
      text: (max = 200): FormRule[] => [required, { max, transform: trimmedText, message: t('settings.tooLong', { max }) }],
      /** A decimal amount; `aboveZero` where the server refuses 0. */
      amount: ({ aboveZero = false } = {}): FormRule[] => [
        { required: true, transform: trimmedText, pattern: AMOUNT, message: t('terms.amountHint') },
        ...(aboveZero
          ? [{ validator: (_rule: unknown, value: unknown) => (!AMOUNT.test(trimmedText(value)) || compareFigures(trimmedText(value), '0') > 0 ? pass() : fail(t('settings.aboveZero'))) }]
          : []),
      ],
      /** A limit: a decimal amount, or nothing for none. */
      limit: (): FormRule[] => [{ validator: (_rule: unknown, value: unknown) => (trimmedText(value) === '' || AMOUNT.test(trimmedText(value)) ? pass() : fail(t('settings.limitHint'))) }],
      /** A decimal percentage; `atMost100` where the server caps it. */
      percent: ({ atMost100 = false } = {}): FormRule[] => [
        { required: true, transform: trimmedText, pattern: PERCENT, message: t('terms.percentHint') },
        ...(atMost100
          ? [{ validator: (_rule: unknown, value: unknown) => (!PERCENT.test(trimmedText(value)) || compareFigures(trimmedText(value), '100') <= 0 ? pass() : fail(t('settings.atMost100'))) }]
          : []),
      ],
      /** A whole number from `min` (to `max` where there is one): InputNumber's value. */
      whole: (min: number, max?: number): FormRule[] => [
        max === undefined
          ? { required: true, type: 'integer', min, message: t('settings.wholeNumberFrom', { min }) }
          : { required: true, type: 'integer', min, max, message: t('settings.wholeNumber', { min, max }) },
      ],
      /** A maximum not below the minimum at `minPath` (both decimal amounts). */
      notBelow: (minPath: FieldPath): FormRule => ({ getFieldValue }) => ({
        validator: (_rule, value: unknown) => {
          const min = trimmedText(getFieldValue(minPath));
          const max = trimmedText(value);
          if (!AMOUNT.test(min) || !AMOUNT.test(max)) return pass();
          return compareFigures(max, min) >= 0 ? pass() : fail(t('settings.maxBelowMin'));
        },
      }),
      /** A value its list holds once (`key` of each item of the list at `listPath`): lookups go by it. */
      once: (listPath: FieldPath, key: string): FormRule => ({ getFieldValue }) => ({
        validator: (_rule, value: unknown) => {
          const text = trimmedText(value);
          const items: unknown = getFieldValue(listPath);
          const same = Array.isArray(items) ? items.filter((item) => isRecord(item) && trimmedText(item[key]) === text).length : 0;
          return text === '' || same <= 1 ? pass() : fail(t('settings.usedTwice'));
        },
      }),
      /** A name with a version in some language (the path is the whole name). */
      named: (namePath: FieldPath): FormRule => ({ getFieldValue }) => ({
        validator: () => (hasSomeText(getFieldValue(namePath)) ? pass() : fail(t('settings.nameNeeded'))),
      }),
      /** A choice was made (a validator, not `required`: antd would put aria-required on a Select's wrapper, which has no role to carry it). */
      chosen: (): FormRule => ({ validator: (_rule, value: unknown) => (typeof value === 'string' && value !== '' ? pass() : fail(t('common.required'))) }),
    };
  }, [t]);
}
