import type { ComponentType } from 'react';
import { ROUTE, type RoutePath } from '../../config/routes';
import { TwoStepStatus } from './components/two-step-status';

/**
 * The rows of the security centre, in order: one line per protection. `Status` shows its state on
 * the row (on/off), fetched by the row itself.
 */
export interface SecurityEntry {
  key: string;
  /** A key under `security.` in the catalogs. */
  label: 'twoStep';
  to: RoutePath;
  Status?: ComponentType;
}

export const SECURITY_ENTRIES: readonly SecurityEntry[] = [{ key: 'two-step', label: 'twoStep', to: ROUTE.twoStep, Status: TwoStepStatus }];
