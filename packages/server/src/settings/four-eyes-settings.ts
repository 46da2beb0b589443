import type { TFourEyesSettings } from '@meridian/protocol';

/** The four-eyes thresholds until the owner sets them (the schema is the protocol's ZFourEyesSettings). */
export const DEFAULT_FOUR_EYES_SETTINGS: TFourEyesSettings = { adjustmentAbove: '10000', withdrawalAbove: '10000' };
