import type { TPasskeyCredential } from '@meridian/protocol';
import type { AppDeps } from '../../deps.js';
import { findPasskeyByCredentialId, type PasskeyRow } from './passkey-store.js';
import { passkeyRefused, verifyPasskeySignature } from './passkey-ceremony.js';
import { spendPasskeyChallenge, type PasskeyPurpose } from './passkey-challenges.js';

/**
 * A passkey's answer to a challenge given for `purpose` (and, when `memberId` is given, to that
 * member, whose passkey it must be): the challenge is spent first, then the passkey's signature and
 * counter are checked. Answers the passkey; PASSKEY_CHALLENGE_EXPIRED or PASSKEY_REFUSED otherwise.
 */
export async function provePasskey(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock'>,
  credential: TPasskeyCredential,
  expected: { purpose: PasskeyPurpose; memberId?: number },
): Promise<PasskeyRow> {
  const nowMs = deps.clock.now();
  const { challenge } = await spendPasskeyChallenge(deps.db, nowMs, { clientDataJSON: credential.response.clientDataJSON, ...expected });
  const passkey = await findPasskeyByCredentialId(deps.db, credential.id);
  if (!passkey || (expected.memberId !== undefined && passkey.memberId !== expected.memberId)) throw passkeyRefused();
  await verifyPasskeySignature(deps.db, deps.config, passkey, { credential, challenge, nowMs });
  return passkey;
}
