import { EyeOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { THEME_CHOICES } from '../lib/theme';
import { useThemeChoice } from '../lib/theme-store';
import { ChoiceSheet } from './choice-sheet';
import { MenuList } from './menu-list';

/** A row of the my page that chooses the app's theme: as the system (the default), light or dark. */
export function ThemePicker() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const choice = useThemeChoice((state) => state.choice);
  const choose = useThemeChoice((state) => state.choose);
  return (
    <>
      <MenuList
        items={[
          {
            key: 'theme',
            label: t('theme.title'),
            icon: <EyeOutline />,
            extra: t(`theme.names.${choice}`),
            onClick: () => {
              setOpen(true);
            },
          },
        ]}
      />
      <ChoiceSheet
        visible={open}
        title={t('theme.choose')}
        choices={THEME_CHOICES}
        active={choice}
        label={(each) => t(`theme.names.${each}`)}
        onChoose={choose}
        onClose={() => {
          setOpen(false);
        }}
      />
    </>
  );
}
