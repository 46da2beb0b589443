import { and, count, desc, eq, ne } from 'drizzle-orm';
import { CODE, MEMBER_ADDRESS_MAX, type TMemberAddress, type TSaveMemberAddressRequest } from '@meridian/protocol';
import type { Tx } from '../../db/types.js';
import { memberAddresses, members } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { findMemberAddress, toMemberAddress } from './member-address-store.js';

/**
 * Serialises one member's address changes: the count limit and the single default are checked
 * and kept by whoever holds the member's row.
 */
export async function lockMemberAddresses(tx: Tx, memberId: number): Promise<void> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
}

async function unsetOtherDefaults(tx: Tx, memberId: number, keepId: number, at: Date): Promise<void> {
  await tx
    .update(memberAddresses)
    .set({ isDefault: false, updatedAt: at })
    .where(and(eq(memberAddresses.memberId, memberId), eq(memberAddresses.isDefault, true), ne(memberAddresses.id, keepId)));
}

/** Creates (no id) or updates one of the member's addresses; the first address is always the default. */
export async function saveMemberAddress(tx: Tx, memberId: number, input: TSaveMemberAddressRequest, at: Date): Promise<TMemberAddress> {
  await lockMemberAddresses(tx, memberId);
  const fields = {
    receiver: input.receiver,
    phone: input.phone,
    country: input.country,
    region: input.region,
    city: input.city,
    detail: input.detail,
    postalCode: input.postalCode,
  };
  if (input.id === undefined) {
    const [existing] = await tx.select({ total: count() }).from(memberAddresses).where(eq(memberAddresses.memberId, memberId));
    const total = existing?.total ?? 0;
    if (total >= MEMBER_ADDRESS_MAX) throw new AppError(CODE.ADDRESS_LIMIT, 'error.addressLimit', { max: MEMBER_ADDRESS_MAX });
    const isDefault = input.isDefault || total === 0;
    // Unset first: the partial unique index allows one default per member at any instant.
    if (isDefault) await unsetOtherDefaults(tx, memberId, 0, at);
    const [row] = await tx
      .insert(memberAddresses)
      .values({ memberId, ...fields, isDefault, createdAt: at, updatedAt: at })
      .returning();
    if (!row) throw new Error('Inserting an address returned no row');
    return toMemberAddress(row);
  }

  const current = await findMemberAddress(tx, memberId, input.id);
  if (!current) throw new AppError(CODE.NOT_FOUND, 'error.addressNotFound');
  // The default stays the default until another one is chosen: there is always exactly one.
  const isDefault = input.isDefault || current.isDefault;
  if (isDefault && !current.isDefault) await unsetOtherDefaults(tx, memberId, current.id, at);
  const [row] = await tx
    .update(memberAddresses)
    .set({ ...fields, isDefault, updatedAt: at })
    .where(eq(memberAddresses.id, current.id))
    .returning();
  if (!row) throw new Error('Updating an address returned no row');
  return toMemberAddress(row);
}

/** Deletes one of the member's addresses; when it was the default, the newest remaining one takes over. */
export async function deleteMemberAddress(tx: Tx, memberId: number, addressId: number, at: Date): Promise<void> {
  await lockMemberAddresses(tx, memberId);
  const current = await findMemberAddress(tx, memberId, addressId);
  if (!current) throw new AppError(CODE.NOT_FOUND, 'error.addressNotFound');
  await tx.delete(memberAddresses).where(eq(memberAddresses.id, current.id));
  if (!current.isDefault) return;
  const [newest] = await tx
    .select({ id: memberAddresses.id })
    .from(memberAddresses)
    .where(eq(memberAddresses.memberId, memberId))
    .orderBy(desc(memberAddresses.createdAt), desc(memberAddresses.id))
    .limit(1);
  if (newest) await tx.update(memberAddresses).set({ isDefault: true, updatedAt: at }).where(eq(memberAddresses.id, newest.id));
}
