import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { FieldStack, SubmitForm } from '../../../components/submit-form';
import { PasswordField } from '../../../components/text-field';

export interface PasswordFieldSpec<F extends string> {
  name: F;
  label: string;
  placeholder: string;
  hint?: string;
  autoComplete: 'current-password' | 'new-password';
}

interface PasswordFormProps<F extends string> {
  fields: readonly PasswordFieldSpec<F>[];
  bind: (field: F) => { value: string; onChange: (value: string) => void; error?: string | undefined };
  onSubmit: () => void;
  submitting: boolean;
  /** Pay passwords: the new ones are 4 digits on the numeric keypad. */
  numeric?: boolean;
  intro?: ReactNode;
  /** Below the password fields: the 2-step code when it applies. */
  after?: ReactNode;
}

/** The one look of the login and pay password forms: a card of password fields and a save button. */
export function PasswordForm<F extends string>({ fields, bind, onSubmit, submitting, numeric = false, intro, after }: PasswordFormProps<F>) {
  const { t } = useTranslation();
  return (
    <SubmitForm onSubmit={onSubmit}>
      <Card>
        <FieldStack>
          {intro}
          {fields.map((field) => {
            const isNewPayPassword = numeric && field.autoComplete === 'new-password';
            return (
              <PasswordField
                key={field.name}
                label={field.label}
                hint={field.hint}
                {...bind(field.name)}
                placeholder={field.placeholder}
                autoComplete={field.autoComplete}
                numeric={isNewPayPassword}
                maxLength={isNewPayPassword ? 4 : 64}
              />
            );
          })}
          {after}
        </FieldStack>
      </Card>
      <Button block type="submit" color="primary" size="large" shape="rounded" loading={submitting}>
        {t('common.save')}
      </Button>
    </SubmitForm>
  );
}
