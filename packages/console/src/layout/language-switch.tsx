import { Radio, Space } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { applyLanguage, currentLanguage } from '../i18n';
import { CONSOLE_LANGUAGES } from '../i18n/languages';

/**
 * The header's language switch; each language is named in itself. Two buttons rather than a
 * select: antd's Select would add its virtual list to every page's first download.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Space role="group" aria-labelledby={labelId}>
      <span id={labelId}>{t('app.language')}</span>
      <Radio.Group
        optionType="button"
        size="small"
        value={currentLanguage()}
        options={CONSOLE_LANGUAGES.map((language) => ({ value: language, label: <span lang={language}>{t(`languageNames.${language}`)}</span> }))}
        onChange={(event) => {
          const language = CONSOLE_LANGUAGES.find((code) => code === event.target.value);
          if (language !== undefined) void applyLanguage(language);
        }}
      />
    </Space>
  );
}
