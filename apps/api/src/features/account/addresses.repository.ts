import { and, asc, count, eq } from 'drizzle-orm';
import type { SavedAddress } from '@marginalia/contracts/address/address.contract';
import type { Db } from '../../platform/db/client';
import { addresses, countries } from '../../platform/db/schema/all-tables';

/** The stored columns of an address (the owner and the timestamps are the repository's business). */
export type AddressValues = Omit<typeof addresses.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

const savedAddressColumns = {
  id: addresses.id,
  label: addresses.label,
  isInvoiceAddress: addresses.isInvoiceAddress,
  name: addresses.name,
  organization: addresses.organization,
  address1: addresses.address1,
  address2: addresses.address2,
  city: addresses.city,
  state: addresses.state,
  zip: addresses.zip,
  phone: addresses.phone,
  vat: addresses.vat,
  countryId: countries.id,
  countryName: countries.name,
};

type Row = Omit<SavedAddress, 'country'> & { countryId: number; countryName: string };

function toSaved({ countryId, countryName, ...row }: Row): SavedAddress {
  return { ...row, country: { id: countryId, name: countryName } };
}

/** The user's addresses, oldest first. */
export async function listAddresses(db: Db, userId: number): Promise<SavedAddress[]> {
  const rows = await db
    .select(savedAddressColumns)
    .from(addresses)
    .innerJoin(countries, eq(countries.id, addresses.countryId))
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.id));
  return rows.map(toSaved);
}

export async function findAddress(db: Db, userId: number, id: number): Promise<SavedAddress | null> {
  const rows = await db
    .select(savedAddressColumns)
    .from(addresses)
    .innerJoin(countries, eq(countries.id, addresses.countryId))
    .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
    .limit(1);
  return rows[0] ? toSaved(rows[0]) : null;
}

export async function countAddresses(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
  return row?.n ?? 0;
}

export async function insertAddress(db: Db, userId: number, values: AddressValues): Promise<number> {
  const [row] = await db
    .insert(addresses)
    .values({ ...values, userId })
    .returning({ id: addresses.id });
  if (!row) throw new Error('address not inserted');
  return row.id;
}

/** True when the user's address was updated; false when the user has no address with this id. */
export async function updateAddress(db: Db, userId: number, id: number, values: AddressValues): Promise<boolean> {
  const rows = await db
    .update(addresses)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
    .returning({ id: addresses.id });
  return rows.length > 0;
}

export async function deleteAddress(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
    .returning({ id: addresses.id });
  return rows.length > 0;
}
