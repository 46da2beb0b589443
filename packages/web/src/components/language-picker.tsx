import { APP_LANGUAGES, TOAST_MS, type AppLanguage } from '@meridian/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { ActionSheet, Toast } from 'antd-mobile';
import { CheckOutline, GlobalOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyLanguage, currentLanguage, i18n } from '../i18n';
import { useSession } from '../lib/session-store';
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
    <ActionSheet
      visible={open}
      extra={t('language.choose')}
      cancelText={t('common.cancel')}
      onClose={() => {
        setOpen(false);
      }}
      actions={APP_LANGUAGES.map((language) => ({
        key: language,
        text: (
          <span className={styles.option}>
            {t(`language.names.${language}`)}
            {language === active && <CheckOutline className={styles.check} />}
          </span>
        ),
        bold: language === active,
        onClick: () => {
          changeLanguage(language);
          setOpen(false);
        },
      }))}
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
