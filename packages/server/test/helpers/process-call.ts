import { DEMO_ENVELOPE_KEY, createEnvelope } from '@meridian/protocol';
import { opensslEnvelopeCipher } from '../../src/http/envelope-cipher.js';

/** The envelope of a server process started with the demo key, as the tests start them. */
export const processEnvelope = createEnvelope(DEMO_ENVELOPE_KEY, opensslEnvelopeCipher);

export interface ProcessAnswer {
  code: number;
  msg: string;
  data: unknown;
}

/** A call to a server process over HTTP as the app makes it: the payload in the envelope, the member's token. */
export async function callProcess(baseUrl: string, apiPath: string, payload: unknown, token?: string): Promise<ProcessAnswer> {
  const response = await fetch(`${baseUrl}${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { accessToken: token } : {}) },
    body: processEnvelope.encode(payload),
  });
  return processEnvelope.decode(await response.text()) as ProcessAnswer;
}
