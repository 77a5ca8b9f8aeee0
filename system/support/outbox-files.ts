import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One message the portal wrote to the e-mail outbox (`DATA_DIR/outbox/{id}.json`, beside its `.eml`). */
export interface OutboxFile {
  id: string;
  to: string;
  template: string;
  subject: string;
}

/** Every message in the shared DATA_DIR's outbox, whichever process wrote it. */
export async function outbox(dataDir: string): Promise<OutboxFile[]> {
  const dir = join(dataDir, 'outbox');
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  const files = names.filter((name) => name.endsWith('.json') && !name.startsWith('.'));
  return Promise.all(files.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as OutboxFile));
}
