import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey authenticator in software, for tests: an ECDSA P-256 key, 'none' attestation, user
 * presence and verification always given, and a signature counter the test can set. It answers
 * WebAuthn's JSON forms exactly as a browser's `startRegistration` / `startAuthentication` do.
 */
const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest();

function coordinate(jwkValue: string | undefined): Buffer {
  if (jwkValue === undefined) throw new Error('The P-256 key has no coordinate');
  return Buffer.from(jwkValue, 'base64url');
}

/** The public key in COSE form (EC2, ES256), as the attestation carries it. */
function cosePublicKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, coordinate(jwk.x)],
      [-3, coordinate(jwk.y)],
    ]),
  );
}

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

export interface SoftwareAuthenticator {
  credentialId: string;
  /** The counter the next assertion carries; a test lowers it to act as a cloned key. */
  counter: number;
  register(options: { challenge: string }, origin: string): Record<string, unknown>;
  assert(options: { challenge: string }, origin: string): Record<string, unknown>;
}

export function newSoftwareAuthenticator(rpId = 'localhost'): SoftwareAuthenticator {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credentialIdBytes = randomBytes(16);
  const userHandle = randomBytes(32);
  const rpIdHash = sha256(rpId);
  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const authenticator: SoftwareAuthenticator = {
    credentialId: b64url(credentialIdBytes),
    counter: 0,
    register(options, origin) {
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialIdBytes.length);
      const authData = Buffer.concat([
        rpIdHash,
        Buffer.from([FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_DATA]),
        counterBytes(authenticator.counter),
        Buffer.alloc(16), // AAGUID: none, as 'none' attestation allows
        idLength,
        credentialIdBytes,
        cosePublicKey(publicKey),
      ]);
      const noStatement = new Map<string, string>();
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, string>>([
          ['fmt', 'none'],
          ['attStmt', noStatement],
          ['authData', authData],
        ]),
      );
      return {
        id: authenticator.credentialId,
        rawId: authenticator.credentialId,
        type: 'public-key',
        response: { clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)), attestationObject: b64url(attestationObject), transports: ['internal'] },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
    assert(options, origin) {
      const authData = Buffer.concat([rpIdHash, Buffer.from([FLAG_USER_PRESENT | FLAG_USER_VERIFIED]), counterBytes(authenticator.counter)]);
      const clientDataJSON = clientData('webauthn.get', options.challenge, origin);
      const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), privateKey);
      return {
        id: authenticator.credentialId,
        rawId: authenticator.credentialId,
        type: 'public-key',
        response: { clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authData), signature: b64url(signature), userHandle: b64url(userHandle) },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
  return authenticator;
}
