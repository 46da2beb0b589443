import { APP_LANGUAGES, type AppLanguage } from '@meridian/protocol';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';

interface LanguageSelectProps {
  value?: AppLanguage;
  onChange?: (language: AppLanguage) => void;
  id?: string;
}

/** Which language's version a form writes (sent as `language`); a form control for Form.Item. */
export function LanguageSelect({ value, onChange, id }: LanguageSelectProps) {
  const { t } = useTranslation();
  return (
    <Select<AppLanguage>
      id={id}
      value={value}
      onChange={onChange}
      style={{ minWidth: 180 }}
      options={APP_LANGUAGES.map((language) => ({ value: language, label: t(`contentLanguages.${language}`) }))}
    />
  );
}
