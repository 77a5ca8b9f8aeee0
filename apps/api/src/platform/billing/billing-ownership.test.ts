import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Money has one owner: only platform/billing writes the billing tables. The rule lives in the lint
 * configuration (no-restricted-syntax); this proves it is there and catches each way of writing.
 */
const root = new URL('../../../../../', import.meta.url).pathname;
const eslint = new ESLint({ cwd: root });

async function billingProblems(code: string, path: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message);
}

const drizzleWrites = `
import { credits, invoices, payments, refunds } from '../../platform/db/schema/all-tables';
import * as schema from '../../platform/db/schema/all-tables';
import type { Db } from '../../platform/db/client';
export async function writes(db: Db) {
  await db.update(invoices).set({ balance: 0 });
  await db.insert(payments).values([]);
  await db.delete(credits);
  await db.update(schema.refunds).set({ amount: 0 });
  return refunds;
}
`;
const rawSql = `
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
export async function raw(db: Db) {
  await db.execute(sql\`UPDATE invoices SET balance = 0\`);
  await db.execute(sql\`insert into payment_allocations (payment_id) values (1)\`);
}
`;

describe('money has one owner', () => {
  it('refuses a feature that inserts, updates or deletes billing rows itself', async () => {
    const problems = await billingProblems(drizzleWrites, 'apps/api/src/features/orders/order-money.repository.ts');
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/Only platform\/billing writes/);
  });

  it('refuses raw SQL that writes a billing table, in platform code outside billing too', async () => {
    expect(await billingProblems(rawSql, 'apps/api/src/platform/payments/raw-writes.ts')).toHaveLength(2);
  });

  it('lets platform/billing write them, and reads stay open to everyone', async () => {
    expect(await billingProblems(drizzleWrites, 'apps/api/src/platform/billing/any-movement.ts')).toEqual([]);
    const read = `import { invoices } from '../../platform/db/schema/all-tables';\nimport type { Db } from '../../platform/db/client';\nexport const read = (db: Db) => db.select().from(invoices);\n`;
    expect(await billingProblems(read, 'apps/api/src/features/orders/order-reads.repository.ts')).toEqual([]);
  });
});
