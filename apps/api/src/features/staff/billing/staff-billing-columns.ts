import { alias } from 'drizzle-orm/pg-core';
import { users } from '../../../platform/db/schema/all-tables';
import type { UserRow } from '../../../platform/db/schema/users';

/** What the billing desks select of a customer and of the staff member who acted. Staff see every customer's rows. */
export type CustomerRow = Pick<UserRow, 'id' | 'identity' | 'email' | 'firstName' | 'lastName' | 'siteLanguage'>;

export const customerColumns = {
  id: users.id,
  identity: users.identity,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  siteLanguage: users.siteLanguage,
};

export const staffMembers = alias(users, 'staff_member');

export const staffMemberColumns = {
  identity: staffMembers.identity,
  firstName: staffMembers.firstName,
  lastName: staffMembers.lastName,
  email: staffMembers.email,
};

/** A `LIKE` pattern of "contains": `%`, `_` and `\` typed by staff match themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
