import { describe, expect, it } from 'vitest';
import es from './locales/es.json';

function textsOf(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => textsOf(child, prefix === '' ? key : `${prefix}.${key}`));
}

/**
 * Words only a reader addressed as «tú» is spoken to with: possessives, pronouns, and the commands
 * and verbs the app uses. Forms that are also a third person («toma», «espera», «paga», «abre») or
 * an adjective («completa») are left out: «la lista blanca espera 24 horas» says nothing of the reader.
 */
const INFORMAL =
  /\b(tú|tu|tus|ti|te|contigo|eres|estás|tienes|puedes|podrás|quieres|necesitas|has|verás|recibirás|introduce|elige|toca|pulsa|escribe|escríbenos|inténtalo|revisa|envía|indícanos|págalo|comparte|escanea|mantenlo|transfiere|regístrate)\b/iu;

/** What the member writes to a friend in their own voice (the invitation they share), not the app speaking to them. */
const MEMBER_VOICE = new Set(['invite.shareText']);

describe('the Spanish catalog', () => {
  it('addresses the member as «usted» throughout, as the server and the demo content do (issue 36)', () => {
    const informal = textsOf(es).filter(([key, text]) => !MEMBER_VOICE.has(key) && INFORMAL.test(text));
    expect(informal).toEqual([]);
  });
});
