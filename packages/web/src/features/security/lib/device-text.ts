import type { TDeviceDescription } from '@meridian/protocol';
import type { TFunction } from 'i18next';

/** `Chrome 126 · Windows 10`, as the member recognises a device; a word for one that said nothing. */
export function deviceName(t: TFunction, device: TDeviceDescription): string {
  const name = [device.browser, device.os].filter((part) => part !== '').join(' · ');
  return name === '' ? t('security.unknownDevice') : name;
}

/** How a sign-in ended, in the member's words. */
export function signInOutcome(t: TFunction, outcome: string): string {
  switch (outcome) {
    case 'ok':
      return t('security.outcomeOk');
    case 'wrong-password':
      return t('security.outcomeWrongPassword');
    case 'wrong-code':
      return t('security.outcomeWrongCode');
    case 'wrong-passkey':
      return t('security.outcomeWrongPasskey');
    case 'frozen':
      return t('security.outcomeFrozen');
    default:
      return t('security.outcomeRefused');
  }
}

/** How the member proved who they were. */
export function signInMethod(t: TFunction, method: string): string {
  switch (method) {
    case 'password':
      return t('security.methodPassword');
    case 'passkey':
      return t('security.methodPasskey');
    default:
      return method;
  }
}
