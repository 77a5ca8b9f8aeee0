import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import type { MailTemplateName } from './mail-templates';

/** What the staff console lists: one JSON file per message beside its `.eml`. */
export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  template: MailTemplateName;
  language: SiteLanguage;
  /** ISO 8601, UTC. */
  createdAt: string;
  messageId: string;
}

/** An entry with the bodies, for reading one message. */
export interface OutboxMessage extends OutboxEntry {
  text: string;
  html: string;
}

/** `2025-01-31T09-15-02-123Z-1a2b3c4d`: sorts by time as a string, and is safe as a file name. */
const ID_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{8}$/;
const MAX_LIST = 500;

/**
 * Messages kept on disk instead of sent, so a fresh install works without a mail server. One file pair per
 * message rather than a shared index: several processes can write at once without locking.
 */
export function createOutbox(dir: string) {
  async function read(id: string): Promise<OutboxMessage | null> {
    // The id becomes a path: anything but our own format is simply not found.
    if (!ID_PATTERN.test(id)) return null;
    try {
      return JSON.parse(await readFile(join(dir, `${id}.json`), 'utf8')) as OutboxMessage;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  return {
    read,

    async save(message: Omit<OutboxMessage, 'id' | 'createdAt'>, eml: Buffer): Promise<OutboxEntry> {
      await mkdir(dir, { recursive: true });
      const now = new Date();
      const id = `${now.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      const stored: OutboxMessage = { id, createdAt: now.toISOString(), ...message };
      await writeFile(join(dir, `${id}.eml`), eml);
      // The JSON is what listing reads, so it appears last and whole (rename is atomic).
      const tmp = join(dir, `.${id}.json.tmp`);
      await writeFile(tmp, JSON.stringify(stored, null, 2));
      await rename(tmp, join(dir, `${id}.json`));
      return withoutBodies(stored);
    },

    /** Newest first; `before` (an id) pages on to older messages. */
    async list(limit = 50, before?: string): Promise<OutboxEntry[]> {
      const names = await readdir(dir).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return [] as string[];
        throw err;
      });
      const ids = names
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.slice(0, -'.json'.length))
        .filter((id) => ID_PATTERN.test(id) && (before === undefined || id < before))
        .sort()
        .reverse()
        .slice(0, Math.max(0, Math.min(limit, MAX_LIST)));
      const entries = await Promise.all(ids.map(read));
      return entries.filter((entry): entry is OutboxMessage => entry !== null).map(withoutBodies);
    },

    /** Deletes the messages written before `before` (the retention job); answers how many went. */
    async prune(before: Date): Promise<number> {
      const names = await readdir(dir).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return [] as string[];
        throw err;
      });
      // Ids begin with their time, written as in idOf, so a string comparison finds the older ones.
      const limit = before.toISOString().replace(/[:.]/g, '-');
      const old = names.filter((name) => /\.(json|eml)$/.test(name) && ID_PATTERN.test(name.replace(/\.(json|eml)$/, '')) && name < limit);
      // The JSON first: a message without it is no longer listed, whatever happens to its .eml.
      for (const name of old.sort((a, b) => Number(b.endsWith('.json')) - Number(a.endsWith('.json'))))
        await rm(join(dir, name), { force: true });
      return old.filter((name) => name.endsWith('.json')).length;
    },

    /** The raw message, as a mail client would open it. */
    emlPath(id: string): string | null {
      return ID_PATTERN.test(id) ? join(dir, `${id}.eml`) : null;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

function withoutBodies({ text: _text, html: _html, ...entry }: OutboxMessage): OutboxEntry {
  return entry;
}
