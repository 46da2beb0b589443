/** The parts of http_ece (web-push's own encryption library, RFC 8188) the loopback push service uses. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  export function decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
}
