import { and, desc, eq } from 'drizzle-orm';
import type { TMemberAddress } from '@meridian/protocol';
import type { DbOrTx } from '../../db/types.js';
import { memberAddresses } from '../../db/schema/index.js';

type AddressRow = typeof memberAddresses.$inferSelect;

export function toMemberAddress(row: AddressRow): TMemberAddress {
  return {
    id: row.id,
    receiver: row.receiver,
    phone: row.phone,
    country: row.country,
    region: row.region,
    city: row.city,
    detail: row.detail,
    postalCode: row.postalCode,
    isDefault: row.isDefault,
  };
}

/** The member's addresses: the default first, then the newest. */
export async function listMemberAddresses(db: DbOrTx, memberId: number): Promise<TMemberAddress[]> {
  const rows = await db
    .select()
    .from(memberAddresses)
    .where(eq(memberAddresses.memberId, memberId))
    .orderBy(desc(memberAddresses.isDefault), desc(memberAddresses.createdAt), desc(memberAddresses.id));
  return rows.map(toMemberAddress);
}

/** One address of the member's, or null when it is someone else's or does not exist. */
export async function findMemberAddress(db: DbOrTx, memberId: number, addressId: number): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(memberAddresses)
    .where(and(eq(memberAddresses.id, addressId), eq(memberAddresses.memberId, memberId)))
    .limit(1);
  return row ?? null;
}
