import type { CSSProperties } from 'react';
import styles from './bank-logo.module.css';

/** Words every bank's name has in some language: they tell one bank from another by nothing. */
const GENERIC_WORDS = new Set(['bank', 'banka', 'bankasi', 'bankası', 'banco', 'banque', 'банк', 'of', 'the', 'and', 'de', 'del', 'pt', 'tbk', 'plc', 'ltd', 'limited', 'co', 'sa']);

/** Dark enough for white letters (contrast above 4.5:1), far enough apart to tell banks apart. */
const BANK_COLOURS = ['#0b5394', '#b3261e', '#1b7340', '#6a1b9a', '#a64d00', '#00695c', '#283593', '#8e244d'] as const;

const SHORT_CODE = /^[A-Z]{2,4}$/;
const HAN = /\p{Script=Han}/u;

/**
 * The letters on a bank's mark: its code when that is already a short acronym (HSBC, BCA), else
 * the initials of the distinctive words of its name (Garanti BBVA → GB, Bank Mandiri → M), or a
 * Chinese name's first character.
 */
export function bankMonogram(code: string, name: string): string {
  if (SHORT_CODE.test(code)) return code;
  const plain = name.replace(/\([^)]*\)/g, ' ').trim();
  const first = Array.from(plain)[0];
  if (first !== undefined && HAN.test(first)) return first;
  const words = plain
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && !GENERIC_WORDS.has(word.toLocaleLowerCase()));
  const initials = words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase();
  return initials !== '' ? initials : Array.from(code).slice(0, 2).join('').toLocaleUpperCase();
}

/** The same colour for a bank on every screen and every visit. */
export function bankColour(code: string): string {
  let hash = 0;
  for (const character of code) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  return BANK_COLOURS[hash % BANK_COLOURS.length] ?? BANK_COLOURS[0];
}

interface BankLogoProps {
  code: string;
  name: string;
  /** Diameter in pixels. */
  size?: number;
}

/**
 * A bank's mark: its monogram on its own colour. Banks come with a code and a name only, so the
 * mark is made from them. Decorative: the bank's name is always written beside it, and the letters
 * are drawn by CSS (not text), so a page's text never holds them twice.
 */
export function BankLogo({ code, name, size = 36 }: BankLogoProps) {
  const mark = bankMonogram(code, name);
  const style = { '--bank-colour': bankColour(code), '--bank-size': `${size}px`, '--bank-letters': Math.max(Array.from(mark).length, 2) } as CSSProperties;
  return <span className={styles.logo} style={style} data-mark={mark} data-testid="bank-logo" aria-hidden="true" />;
}

/** A bank's mark with its name beside it, for a row or a picker option. */
export function BankName({ code, name, size = 24 }: BankLogoProps) {
  return (
    <span className={styles.named}>
      <BankLogo code={code} name={name} size={size} />
      <span>{name}</span>
    </span>
  );
}
