import { z } from 'zod/mini';
import { STORAGE_KEY, getItem, setItem } from './storage';

/**
 * Whether the member has 2-step on, as this device last learnt it (signing in with or without a
 * code, the security centre): sensitive forms show the code field from the start. Only a hint:
 * the server asks for the code (TWO_STEP_CODE_REQUIRED) whatever this says.
 */
export function isTwoStepOnHere(): boolean {
  return getItem(STORAGE_KEY.twoStep, z.boolean()) ?? false;
}

export function rememberTwoStep(isOn: boolean): void {
  setItem(STORAGE_KEY.twoStep, isOn, null);
}
