import { noticePreview } from '@meridian/protocol';
import type { TLetter } from '@meridian/protocol';
import { AntiPhishingCode } from './anti-phishing-code';
import styles from './letter-popup-content.module.css';

/**
 * The launch popup's text of a letter: the member's anti-phishing code where they look for it, then
 * the letter's first words cut like the notice popup's (spec section 7).
 */
export function LetterPopupContent({ letter }: { letter: Pick<TLetter, 'content' | 'antiPhishingCode'> }) {
  return (
    <div className={styles.content}>
      {letter.antiPhishingCode !== undefined && <AntiPhishingCode code={letter.antiPhishingCode} />}
      <p className={styles.preview}>{noticePreview(letter.content)}</p>
    </div>
  );
}
