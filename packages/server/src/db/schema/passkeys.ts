import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members.js';

/**
 * A member's passkeys (WebAuthn credentials): the public key checks each sign-in's signature, and
 * the counter, when the authenticator keeps one, must grow with every use (a cloned key would not).
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The credential id, base64url, as the browser names it. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('passkeys_credential_id_key').on(t.credentialId), index('passkeys_member_id_idx').on(t.memberId)],
);

/**
 * A challenge given to the browser, kept as its sha256 and good for one answer before it expires.
 * `memberId` is null for a sign-in, which does not know the member until the passkey says.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    challengeHash: text('challenge_hash').notNull(),
    memberId: integer('member_id').references(() => members.id),
    /** `registration`, `sign-in` or `second-step`: a challenge answers only the call it was given for. */
    purpose: text('purpose').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('webauthn_challenges_challenge_hash_key').on(t.challengeHash)],
);
