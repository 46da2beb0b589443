import type { EnvelopeCodec } from '@meridian/protocol';

const BLOCK_BYTES = 16;

/** Length of the envelope text for `plainBytes` bytes of JSON: PKCS#7 always adds 1 to 16 bytes, then base64. */
function sealedLength(plainBytes: number): number {
  const cipherBytes = (Math.floor(plainBytes / BLOCK_BYTES) + 1) * BLOCK_BYTES;
  return Math.ceil(cipherBytes / 3) * 4;
}

/**
 * Payloads for the baseline: envelopes of `{event, content: {seq, pad}}` exactly `length`
 * characters long, like the server's price push, and different for every `seq` so each push can
 * be told from the others.
 */
export function sameSizePayloads(envelope: EnvelopeCodec, event: string, length: number): (seq: number) => string {
  let plainBytes = 0;
  for (let bytes = 1; sealedLength(bytes) <= length; bytes += 1) {
    if (sealedLength(bytes) === length) plainBytes = bytes;
  }
  if (plainBytes === 0) throw new Error(`no envelope is exactly ${length} characters long`);
  return (seq) => {
    const bare = JSON.stringify({ event, content: { seq, pad: '' } }).length;
    return envelope.encode({ event, content: { seq, pad: 'x'.repeat(Math.max(0, plainBytes - bare)) } });
  };
}
