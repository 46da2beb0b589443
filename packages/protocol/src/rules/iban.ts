/**
 * IBAN (ISO 13616): two letters of country, two check digits, then up to 30 letters and digits.
 * Spaces are for reading only. Valid when the number made of the rearranged characters (letters
 * as 10…35) leaves 1 divided by 97.
 */
const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/** Upper case, without spaces: how an IBAN is kept. */
export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!IBAN_SHAPE.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  // Digit by digit, so the remainder never needs more than a safe integer.
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}
