import { CODE } from '@meridian/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../api/query-client';
import { isTwoStepOnHere, rememberTwoStep } from '../lib/two-step-hint';
import { TextField } from './text-field';

const ASKS_FOR_CODE: ReadonlySet<number> = new Set([CODE.TWO_STEP_CODE_REQUIRED, CODE.TWO_STEP_CODE_WRONG]);

/**
 * The 2-step code of a sensitive form (withdrawal, password changes, payout accounts): shown when
 * the member has 2-step on, or as soon as the server asks for it. `payload` goes into the call.
 */
export function useTwoStepCode() {
  const [isShown, setShown] = useState(isTwoStepOnHere);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const trimmed = code.trim();
  return {
    isShown,
    payload: isShown && trimmed !== '' ? { twoStepCode: trimmed } : {},
    field: {
      value: code,
      error,
      onChange: (value: string) => {
        setCode(value);
        setError(undefined);
      },
    },
    /**
     * After a failed call: when it was for the code, show the field (emptied) with the server's
     * message. Says whether it was, for a form that must then go back to where the field is.
     */
    onFailure: (failure: unknown): boolean => {
      if (!(failure instanceof RequestError) || !ASKS_FOR_CODE.has(failure.failure.code)) return false;
      rememberTwoStep(true);
      setShown(true);
      setCode('');
      setError(failure.failure.msg);
      return true;
    },
  };
}

/** The 2-step code of one form, as a page hands it to the part of the form that shows the field. */
export type TwoStepCode = ReturnType<typeof useTwoStepCode>;
type TwoStepField = TwoStepCode['field'];

/** The code box itself; renders nothing while 2-step is not asked for. */
export function TwoStepCodeField({ isShown, field }: { isShown: boolean; field: TwoStepField }) {
  const { t } = useTranslation();
  if (!isShown) return null;
  return (
    <TextField
      label={t('twoStep.codeLabel')}
      hint={t('twoStep.codeHint')}
      placeholder={t('twoStep.codePlaceholder')}
      autoComplete="one-time-code"
      inputMode="text"
      maxLength={9}
      {...field}
    />
  );
}
