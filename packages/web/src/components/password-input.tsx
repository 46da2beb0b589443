import { Input } from 'antd-mobile';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../lib/class-names';
import { ClearButton } from './clear-button';
import iconButton from './field-icon-button.module.css';
import styles from './password-input.module.css';

interface PasswordInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  autoComplete?: 'current-password' | 'new-password';
  maxLength?: number;
  /** Pay passwords: digits only, with the numeric keypad on phones. */
  numeric?: boolean;
  readOnly?: boolean;
}

export function PasswordInput({ id, value, onChange, placeholder, autoComplete = 'current-password', maxLength = 16, numeric = false, readOnly = false }: PasswordInputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <>
      <Input
        id={id}
        type={visible ? 'text' : 'password'}
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        autoComplete={autoComplete}
        maxLength={maxLength}
        inputMode={numeric ? 'numeric' : undefined}
        readOnly={readOnly}
      />
      <ClearButton
        value={value}
        disabled={readOnly}
        onClear={() => {
          onChange('');
        }}
      />
      <button
        type="button"
        className={cx(iconButton.button, styles.toggle)}
        aria-label={t(visible ? 'form.hidePassword' : 'form.showPassword')}
        onClick={() => {
          setVisible((shown) => !shown);
        }}
      >
        {visible ? <EyeOutline /> : <EyeInvisibleOutline />}
      </button>
    </>
  );
}
