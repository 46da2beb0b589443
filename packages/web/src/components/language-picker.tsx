import { APP_LANGUAGES, TOAST_MS, type AppLanguage } from '@meridian/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { GlobalOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyLanguage, currentLanguage, i18n } from '../i18n';
import { useSession } from '../lib/session-store';
import { ChoiceSheet } from './choice-sheet';
import styles from './language-picker.module.css';
import { MenuList } from './menu-list';

function useChangeLanguage(): (language: AppLanguage) => void {
  const queryClient = useQueryClient();
  const setLanguage = useSession((state) => state.setLanguage);
  return (language) => {
    // The catalog may be fetched first; the choice is kept only once the app shows it.
    applyLanguage(language).then(
      () => {
        setLanguage(language);
        // Server texts (messages, agreements) come in the language of the request: ask again.
        void queryClient.invalidateQueries();
      },
      () => {
        Toast.show({ content: i18n.t('common.networkError'), duration: TOAST_MS });
      },
    );
  };
}

interface LanguagePickerProps {
  /** `list`: a row of the my page; `button`: a compact control for a nav bar. */
  variant: 'list' | 'button';
}

/** Chooses the app language among the bundled catalogs; the choice is kept for later visits. */
export function LanguagePicker({ variant }: LanguagePickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const changeLanguage = useChangeLanguage();
  const active = currentLanguage();

  const sheet = (
    <ChoiceSheet
      visible={open}
      title={t('language.choose')}
      choices={APP_LANGUAGES}
      active={active}
      label={(language) => t(`language.names.${language}`)}
      onChoose={changeLanguage}
      onClose={() => {
        setOpen(false);
      }}
    />
  );

  const show = () => {
    setOpen(true);
  };

  if (variant === 'list') {
    return (
      <>
        <MenuList items={[{ key: 'language', label: t('language.title'), icon: <GlobalOutline />, extra: t(`language.names.${active}`), onClick: show }]} />
        {sheet}
      </>
    );
  }
  return (
    <>
      <button type="button" className={styles.button} onClick={show} aria-label={t('language.title')}>
        <GlobalOutline />
        <span>{t(`language.names.${active}`)}</span>
      </button>
      {sheet}
    </>
  );
}
