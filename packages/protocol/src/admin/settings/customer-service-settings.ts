import { z } from 'zod/mini';
import { ZCustomerServiceConfig } from '../../schemas/common/get-customer-service-config.js';
import { ZSupportSchedule, type TSupportSchedule } from '../../schemas/support/support-schedule.js';
import { ZLocalizedText } from './localized-text-fields.js';

/** The ways members reach the desk, in the order the app lists them. */
export const SUPPORT_KINDS = ZCustomerServiceConfig.shape.channels.def.element.shape.kind.options;
export type TSupportKind = (typeof SUPPORT_KINDS)[number];

/** The support desk as the operator configures it: the channels' labels and the hours in each language. */
export const ZSupportChannelSetting = z.object({ ...ZCustomerServiceConfig.shape.channels.def.element.shape, label: ZLocalizedText });
export type TSupportChannelSetting = z.infer<typeof ZSupportChannelSetting>;

/**
 * The hours the demo's `workingHours` text publishes, as rules read them (isWithinSupportHours).
 * An operator who publishes other hours sets both (`settings-set customerService`); a value stored
 * before the schedule existed reads as these.
 */
export const DEFAULT_SUPPORT_SCHEDULE: TSupportSchedule = { days: [0, 1, 2, 3, 4, 5, 6], opens: '09:00', closes: '21:00', utcOffset: '+08:00' };

export const ZCustomerServiceSettings = z.object({
  channels: z.array(ZSupportChannelSetting),
  workingHours: ZLocalizedText,
  /** When the desk is there (members are told support is away outside it, unless an agent is on); null: no fixed hours. */
  schedule: z._default(z.nullable(ZSupportSchedule), DEFAULT_SUPPORT_SCHEDULE),
});
export type TCustomerServiceSettings = z.infer<typeof ZCustomerServiceSettings>;
