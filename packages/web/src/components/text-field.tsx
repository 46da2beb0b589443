import { Input, type InputProps } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useHydrated } from '../lib/hydration';
import { ClearButton } from './clear-button';
import { FormField } from './form-field';
import { PasswordInput } from './password-input';

interface BoundField {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

type TextFieldProps = BoundField &
  Pick<InputProps, 'type' | 'placeholder' | 'autoComplete' | 'autoCapitalize' | 'inputMode' | 'maxLength' | 'onBlur'> & {
    label: string;
    hint?: ReactNode;
    /** Inside the box, after the input: a send-code button. */
    extra?: ReactNode;
  };

/** A labelled text input with its message: `<TextField label={…} {...email} />`, `email` from useTextController. */
export function TextField({ label, hint, extra, error, ...input }: TextFieldProps) {
  // A prerendered form (src/prerender) takes no typing until React has it: what was typed
  // before would be lost to the state the form starts with.
  const hydrated = useHydrated();
  return (
    <FormField label={label} error={error} hint={hint} extra={extra}>
      {(id) => (
        <>
          <Input id={id} readOnly={!hydrated} {...input} />
          <ClearButton
            value={input.value}
            disabled={!hydrated}
            onClear={() => {
              input.onChange('');
            }}
          />
        </>
      )}
    </FormField>
  );
}

type PasswordFieldProps = BoundField & {
  label: string;
  placeholder: string;
  hint?: ReactNode;
  autoComplete?: 'current-password' | 'new-password';
  maxLength?: number;
  numeric?: boolean;
};

/** A labelled password input with a show/hide toggle. */
export function PasswordField({ label, hint, error, ...input }: PasswordFieldProps) {
  // As TextField's: no typing into a prerendered form before React has it.
  const hydrated = useHydrated();
  return (
    <FormField label={label} error={error} hint={hint}>
      {(id) => <PasswordInput id={id} readOnly={!hydrated} {...input} />}
    </FormField>
  );
}
