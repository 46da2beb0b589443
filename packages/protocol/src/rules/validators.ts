/**
 * Form rules shared by the app (before sending) and the server (before acting), spec section 5.
 * Each returns true when the value is acceptable.
 */

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 16;
export const USERNAME_MIN = 6;
export const USERNAME_MAX = 30;

const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
const USERNAME_PLAIN = /^[A-Za-z0-9]+$/;
/** The library mobile rule of spec section 5: 11 digits starting with 1. */
const MOBILE = /^1\d{10}$/;
/** Any international number: optional +, 6-15 digits (E.164 length). */
const INTERNATIONAL_PHONE = /^\+?\d{6,15}$/;
const DIGITS = /^\d+$/;
const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;
const PAY_PASSWORD = /^\d{4}$/;

/** Password: 6-16 characters, no white space of any kind. */
export function isValidPassword(value: string): boolean {
  return value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX && !/\s/.test(value);
}

/** Pay password: exactly 4 digits. */
export function isValidPayPassword(value: string): boolean {
  return PAY_PASSWORD.test(value);
}

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

/** Username: 6-30 letters and digits, or an email address. */
export function isValidUsername(value: string): boolean {
  if (value.length < USERNAME_MIN || value.length > USERNAME_MAX) return false;
  return USERNAME_PLAIN.test(value) || isEmail(value);
}

export function isMobile(value: string): boolean {
  return MOBILE.test(value);
}

export function isPhoneNumber(value: string): boolean {
  return INTERNATIONAL_PHONE.test(value);
}

export function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function isNumber(value: string): boolean {
  return NUMBER.test(value.trim());
}

export function isDigits(value: string): boolean {
  return DIGITS.test(value);
}

/** A verification code sent by email or SMS: 6 digits. */
export function isVerificationCode(value: string): boolean {
  return /^\d{6}$/.test(value);
}
