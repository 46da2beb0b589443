import { useTranslation } from 'react-i18next';
import { chooseScheme, SCHEME_CHOICES, useColourScheme } from '../lib/colour-scheme';
import { HeaderChoice } from './header-choice';

/** The header's theme switch: as the system (the default), light or dark; kept for later visits. */
export function ColourSchemeSwitch() {
  const { t } = useTranslation();
  const { choice } = useColourScheme();
  return <HeaderChoice label={t('colourScheme.label')} choices={SCHEME_CHOICES} value={choice} labelOf={(each) => t(`colourScheme.${each}`)} onChoose={chooseScheme} />;
}
