import { useCallback, useState } from 'react';
import type { FieldErrors } from '../lib/form-validation';

/** Messages that belong to no value of the form: the slider puzzle sits beside the fields. */
type ExtraField = 'captcha';

/** The names of a form's text values. */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & Extract<keyof V, string>;

/** Values and messages of one form; changing a field clears its message. */
export function useForm<V extends Record<string, unknown>>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<Extract<keyof V, string> | ExtraField>>({});

  const setField = useCallback(<K extends Extract<keyof V, string>>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: undefined }));
  }, []);

  /** Value, change handler and message of a text field, to spread on TextField or PasswordField. */
  const bind = <K extends TextKey<V>>(field: K) => ({
    value: values[field] as string,
    onChange: (value: string) => {
      // K names a string field, so a string is what it holds.
      setField(field, value as V[K]);
    },
    error: errors[field],
  });

  return { values, setValues, setField, bind, errors, setErrors };
}
