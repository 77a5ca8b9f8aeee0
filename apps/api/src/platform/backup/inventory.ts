import type { Database } from '../db/client';

/** What an installation holds, as a backup records it and a restore checks it. */
export interface Inventory {
  users: number;
  orders: number;
  invoices: number;
  payments: number;
  certificates: number;
  /** Every storage key the database points at (uploads, deliverables, fapiao PDFs). */
  storageKeys: string[];
}

/** The counts and the stored files' keys of a database. */
export async function readInventory(database: Database): Promise<Inventory> {
  const count = async (table: string) =>
    Number((await database.query<{ n: number | string }>(`SELECT count(*) AS n FROM ${table}`))[0]?.n ?? 0);
  const keys = await database.query<{ key: string }>(
    `SELECT storage_key AS key FROM order_form_files
     UNION SELECT storage_key FROM order_deliverables
     UNION SELECT file_key FROM fapiaos WHERE file_key IS NOT NULL
     ORDER BY key`,
  );
  return {
    users: await count('users'),
    orders: await count('orders'),
    invoices: await count('invoices'),
    payments: await count('payments'),
    certificates: await count('certificates'),
    storageKeys: keys.map((row) => row.key),
  };
}
