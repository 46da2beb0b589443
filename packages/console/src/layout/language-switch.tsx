import { useTranslation } from 'react-i18next';
import { applyLanguage, currentLanguage } from '../i18n';
import { CONSOLE_LANGUAGES } from '../i18n/languages';
import { HeaderChoice } from './header-choice';

/** The header's language switch; each language is named in itself. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  return (
    <HeaderChoice
      label={t('app.language')}
      choices={CONSOLE_LANGUAGES}
      value={currentLanguage()}
      labelOf={(language) => <span lang={language}>{t(`languageNames.${language}`)}</span>}
      onChoose={(language) => {
        void applyLanguage(language);
      }}
    />
  );
}
