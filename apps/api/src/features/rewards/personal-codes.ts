import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { promotionalCodes } from '../../platform/db/schema/promotions';
import type { PromotionalCodeRow } from '../../platform/db/schema/promotions';
import { randomBase32 } from '../../platform/ids/random-ids';

/**
 * Personal promotional codes: one customer's own code (`user_id` set), issued on reaching a loyalty level,
 * by staff for one customer, or as a referred researcher's first-order discount. They are ordinary codes of
 * the order form's promo engine, which refuses them to anyone else; listed, so the promo modal offers them.
 */
export interface PersonalCodeSpec {
  userId: number;
  source: 'personal' | 'loyalty' | 'referral';
  /** Letters before the random part: `GOLD-7K3QX2`. */
  prefix: string;
  description: string;
  percentBased: boolean;
  percent: number | null;
  amountUsdCents: number | null;
  serviceIdentities: string[] | null;
  endsAt: Date | null;
  newCustomersOnly?: boolean;
  now: Date;
}

/** A code people can type: the prefix (letters and digits only) and six random characters. */
export function personalCodeText(prefix: string): string {
  const clean = prefix.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, 12) || 'CODE';
  return `${clean}-${randomBase32(6)}`;
}

export async function issuePersonalCode(tx: Db, spec: PersonalCodeSpec): Promise<PromotionalCodeRow> {
  // 30 random bits per code: a collision is rare, and the unique index would only make this try again.
  for (let attempt = 0; ; attempt++) {
    const code = personalCodeText(spec.prefix);
    const [taken] = await tx.select({ id: promotionalCodes.id }).from(promotionalCodes).where(eq(promotionalCodes.code, code));
    if (taken && attempt < 5) continue;
    const [row] = await tx
      .insert(promotionalCodes)
      .values({
        code,
        description: spec.description,
        percentBased: spec.percentBased,
        percent: spec.percentBased ? spec.percent : null,
        amountUsdCents: spec.percentBased ? null : spec.amountUsdCents,
        serviceIdentities: spec.serviceIdentities,
        startsAt: spec.now,
        endsAt: spec.endsAt,
        maxUses: 1,
        maxUsesPerCustomer: 1,
        newCustomersOnly: spec.newCustomersOnly ?? false,
        userId: spec.userId,
        listed: true,
        active: true,
        source: spec.source,
        createdAt: spec.now,
      })
      .returning();
    if (!row) throw new Error('promotional code insert returned nothing');
    return row;
  }
}

/** Deactivates one of a user's personal codes (a referral taken back before its discount was used). */
export async function deactivatePersonalCode(tx: Db, userId: number, codeId: number): Promise<void> {
  await tx.update(promotionalCodes).set({ active: false }).where(and(eq(promotionalCodes.id, codeId), eq(promotionalCodes.userId, userId)));
}
