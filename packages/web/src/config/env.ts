import { DEMO_ENVELOPE_KEY } from '@meridian/protocol';

/** Replaced at build time by vite.config.ts `define` (the server's ENVELOPE_KEY). */
declare const __ENVELOPE_KEY__: string | undefined;

/**
 * The only place the app reads its build-time configuration. Tests run without the Vite define,
 * so the demo key (which the server also defaults to) applies there.
 */
export const ENV = {
  envelopeKey: typeof __ENVELOPE_KEY__ === 'string' ? __ENVELOPE_KEY__ : DEMO_ENVELOPE_KEY,
} as const;
