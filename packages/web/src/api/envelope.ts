import { createEnvelope } from '@meridian/protocol';
import { ENV } from '../config/env';

/** The app's one codec for request, response and live-channel bodies (DESIGN.md "The wire"). */
export const envelope = createEnvelope(ENV.envelopeKey);
