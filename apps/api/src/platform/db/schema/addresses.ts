import { bigint, bigserial, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';
import { countries } from './reference';

/** A researcher's saved addresses; invoice addresses carry the payer name in `organization`. */
export const addresses = pgTable(
  'addresses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id, { onDelete: 'cascade' }),
    label: text('label'),
    isInvoiceAddress: boolean('is_invoice_address').notNull().default(false),
    name: text('name').notNull(),
    organization: text('organization'),
    address1: text('address1').notNull(),
    address2: text('address2'),
    city: text('city').notNull(),
    state: text('state'),
    zip: text('zip'),
    countryId: integer('country_id').notNull().references(() => countries.id),
    phone: text('phone'),
    vat: text('vat'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

/** What a select of each table above returns. */
export type AddressRow = typeof addresses.$inferSelect;
