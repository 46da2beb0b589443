import type { TContactKind } from '@meridian/protocol';
import type { CodePurpose } from '../auth/verification-codes.js';

/**
 * How a code proving a new email or phone is addressed (issue 35, account takeover): the channel
 * and purpose follow the kind, and the target names both the member and the new address, so a
 * code proves this member owns this address and nothing else.
 */
export const channelOf = (kind: TContactKind): 'email' | 'sms' => (kind === 'email' ? 'email' : 'sms');
export const purposeOf = (kind: TContactKind): CodePurpose => (kind === 'email' ? 'change_email' : 'change_phone');
export const normalised = (kind: TContactKind, value: string) => (kind === 'email' ? value.trim().toLowerCase() : value.trim());
export const targetOf = (memberId: number, kind: TContactKind, value: string) => `member:${memberId}:${kind}:${normalised(kind, value)}`;
