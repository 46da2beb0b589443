import type { TKycIdentityAsks, TKycLevel } from '@meridian/protocol';
import { useTranslation } from 'react-i18next';

/**
 * What a level asks for, in the member's words: level 2 names only the documents the owner
 * accepts, and the selfie only where it is required.
 */
export function useLevelAsks(asks: TKycIdentityAsks): (level: TKycLevel) => string {
  const { t, i18n } = useTranslation();
  return (level) => {
    if (level !== 2) return t(`kyc.levelAsks${level}`);
    const documents = new Intl.ListFormat(i18n.language, { type: 'disjunction' }).format(asks.documentTypes.map((type) => t(`kyc.documentTypesInText.${type}`)));
    return t(asks.selfieRequired ? 'kyc.levelAsks2' : 'kyc.levelAsks2NoSelfie', { documents });
  };
}
