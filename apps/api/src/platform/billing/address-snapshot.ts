import { z } from 'zod';
import type { PaymentAddress } from '@marginalia/contracts/payments/payment-form.contract';
import type { BillingAddressSnapshot } from '../db/schema/billing';

/**
 * A payment form's address as an invoice keeps it (billing or invoice address): frozen with the country's
 * name, blanks as null. The schema reads it back from a payment's stored form.
 */
export const addressSnapshotSchema = z.object({
  name: z.string(),
  organization: z.string().nullable(),
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  countryId: z.number().int().nullable(),
  countryName: z.string().nullable(),
  phone: z.string().nullable(),
  vat: z.string().nullable(),
}) satisfies z.ZodType<BillingAddressSnapshot>;

const orNull = (value: string | null | undefined): string | null => (value && value.trim() !== '' ? value.trim() : null);

export function addressSnapshot(address: PaymentAddress | null | undefined, countries: readonly { id: number; name: string }[]): BillingAddressSnapshot | null {
  if (!address) return null;
  return {
    name: address.name,
    organization: orNull(address.organization),
    address1: address.address1,
    address2: orNull(address.address2),
    city: address.city,
    state: orNull(address.state),
    zip: orNull(address.zip),
    countryId: address.countryId,
    countryName: countries.find((country) => country.id === address.countryId)?.name ?? null,
    phone: orNull(address.phone),
    vat: orNull(address.vat),
  };
}
