import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTENT_LANGUAGES, type ContentLanguage } from '../lib/content-languages';

interface LanguageSelectProps {
  value?: ContentLanguage;
  onChange?: (language: ContentLanguage) => void;
  id?: string;
}

/** Which language's version a form writes (sent as `language`); a form control for Form.Item. */
export function LanguageSelect({ value, onChange, id }: LanguageSelectProps) {
  const { t } = useTranslation();
  return (
    <Select<ContentLanguage>
      id={id}
      value={value}
      onChange={onChange}
      style={{ minWidth: 180 }}
      options={CONTENT_LANGUAGES.map((language) => ({ value: language, label: t(`contentLanguages.${language}`) }))}
    />
  );
}
