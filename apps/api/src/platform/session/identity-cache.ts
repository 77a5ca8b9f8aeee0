import { asc, gt, inArray, lt, max, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { identityChanges } from '../db/schema/all-tables';
import type { UserRow } from '../db/schema/users';

/**
 * How often a process reads the identity changes other processes made (as often as the settings version):
 * half a second, so a change is seen everywhere within a second, the read and the request included.
 */
export const CHANGE_CHECK_MS = 500;
/** Nothing is kept longer, whatever happens: the backstop should a change row ever be missed. */
const ENTRY_LIFETIME_MS = 5 * 60 * 1000;
/** Change rows older than this are deleted; far longer than an entry lives, so none is dropped unread. */
const CHANGE_RETENTION_MS = 60 * 60 * 1000;
const PRUNE_EVERY_MS = 10 * 60 * 1000;
/** Enough for every signed-in user of a busy hour; the oldest entries go first beyond it. */
const MAX_ENTRIES = 20_000;
/**
 * How long an id skipped by the log is looked for again: its transaction may not have committed yet. Waiting
 * longer would not help, as nothing read before it is kept longer; an id rolled back never comes.
 */
const GAP_WAIT_MS = ENTRY_LIFETIME_MS;
/** More skipped ids than this at once (a large rollback): everything kept is dropped instead of waiting for them. */
const MAX_GAPS = 1000;
/** At the first read, ids missing among the rows of this last while may belong to transactions still open. */
const FIRST_READ_LOOKBACK = '1 minute';

export interface CachedSession {
  userId: number;
  impersonatorId: number | null;
  expiresAt: number;
  lastSeenAt: number;
  cachedAt: number;
}

interface CachedUser {
  row: UserRow;
  cachedAt: number;
  /** Values computed from the user (the load's summary), dropped with it. */
  derived: Map<string, Promise<unknown>>;
}

/**
 * This process's copy of sessions and users, so a signed-in request costs no query. Triggers record every
 * update or delete of a user or session in `identity_changes`; before answering from the copy, the process
 * reads the rows it has not seen (at most every CHANGE_CHECK_MS, and at once after a change it made itself) and
 * drops what they name. Ids come from a sequence when a row is written, not when it commits, so an id skipped
 * by one read (a transaction still open in another process) is looked for again at the next reads.
 */
export class IdentityCache {
  private sessions = new Map<string, CachedSession>();
  private users = new Map<number, CachedUser>();
  /** The last change row read; null until the first read (which only learns where the log stands). */
  private lastChangeId: number | null = null;
  /** Ids below lastChangeId not read yet, with when they were first missed. */
  private gaps = new Map<number, number>();
  private checkedAt = 0;
  private check: Promise<void> | null = null;
  private prunedAt: number;
  /** Moves whenever something is dropped: a row read before the move may be stale and is not kept. */
  private epoch = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {
    this.prunedAt = now();
  }

  /** Brings the copy up to date with the changes recorded since the last read (at most every CHANGE_CHECK_MS). */
  async refresh(): Promise<void> {
    if (this.now() - this.checkedAt < CHANGE_CHECK_MS) return;
    this.check ??= this.readChanges().finally(() => {
      this.check = null;
    });
    await this.check;
  }

  /** The next request reads the changes first: this process has just written some. */
  checkSoon(): void {
    this.checkedAt = 0;
  }

  session(tokenHash: string): CachedSession | null {
    const entry = this.sessions.get(tokenHash);
    return entry && this.now() - entry.cachedAt < ENTRY_LIFETIME_MS ? entry : null;
  }

  user(id: number): UserRow | null {
    const entry = this.users.get(id);
    return entry && this.now() - entry.cachedAt < ENTRY_LIFETIME_MS ? entry.row : null;
  }

  /** Taken before reading a session from the database, handed to `remember` after. */
  mark(): number {
    return this.epoch;
  }

  remember(mark: number, tokenHash: string, session: Omit<CachedSession, 'cachedAt'>, users: UserRow[]): void {
    if (mark !== this.epoch) return;
    const cachedAt = this.now();
    bounded(this.sessions).set(tokenHash, { ...session, cachedAt });
    for (const row of users) {
      const known = this.users.get(row.id);
      if (!known || known.row !== row) bounded(this.users).set(row.id, { row, cachedAt, derived: new Map() });
    }
  }

  /** A value computed from a user, kept until the user changes (the load's order count and country). */
  derived<T>(userId: number, key: string, compute: () => Promise<T>): Promise<T> {
    const entry = this.users.get(userId);
    if (!entry) return compute();
    let value = entry.derived.get(key) as Promise<T> | undefined;
    if (!value) {
      value = compute();
      entry.derived.set(key, value);
      value.catch(() => entry.derived.delete(key));
    }
    return value;
  }

  /** How many skipped change ids are still looked for (for tests). */
  waitingFor(): number {
    return this.gaps.size;
  }

  forgetSession(tokenHash: string): void {
    this.epoch += 1;
    this.sessions.delete(tokenHash);
  }

  forgetUser(id: number): void {
    this.epoch += 1;
    this.users.delete(id);
    for (const [tokenHash, session] of this.sessions) {
      if (session.userId === id || session.impersonatorId === id) this.sessions.delete(tokenHash);
    }
  }

  clear(): void {
    this.epoch += 1;
    this.sessions.clear();
    this.users.clear();
  }

  private async readChanges(): Promise<void> {
    try {
      if (this.lastChangeId === null) {
        const [row] = await this.db.select({ last: max(identityChanges.id) }).from(identityChanges);
        const last = Number(row?.last ?? 0);
        // Rows of the last minute show the ids among them still to come (a transaction open in another process).
        const recent = await this.db
          .select({ id: identityChanges.id })
          .from(identityChanges)
          .where(sql`${identityChanges.changedAt} > now() - ${FIRST_READ_LOOKBACK}::interval`)
          .orderBy(asc(identityChanges.id));
        this.clear();
        this.gaps.clear();
        const seen = new Set(recent.map((each) => each.id));
        const first = recent[0]?.id;
        if (first !== undefined && last - first < MAX_GAPS) for (let id = first + 1; id < last; id++) if (!seen.has(id)) this.gaps.set(id, this.now());
        this.lastChangeId = last;
      } else {
        const last: number = this.lastChangeId;
        const skipped = [...this.gaps.keys()];
        const rows = await this.db
          .select({ id: identityChanges.id, userId: identityChanges.userId, tokenHash: identityChanges.tokenHash })
          .from(identityChanges)
          .where(skipped.length > 0 ? or(gt(identityChanges.id, last), inArray(identityChanges.id, skipped)) : gt(identityChanges.id, last))
          .orderBy(asc(identityChanges.id));
        const now = this.now();
        for (const row of rows) {
          if (row.userId !== null) this.forgetUser(row.userId);
          if (row.tokenHash !== null) this.forgetSession(row.tokenHash);
          if (row.userId === null && row.tokenHash === null) this.clear();
          this.gaps.delete(row.id);
          if (row.id > (this.lastChangeId ?? 0)) {
            this.skip((this.lastChangeId ?? 0) + 1, row.id, now);
            this.lastChangeId = row.id;
          }
        }
        for (const [id, since] of this.gaps) if (now - since > GAP_WAIT_MS) this.gaps.delete(id);
      }
      this.checkedAt = this.now();
      if (this.now() - this.prunedAt > PRUNE_EVERY_MS) {
        this.prunedAt = this.now();
        await this.db.delete(identityChanges).where(lt(identityChanges.changedAt, new Date(this.now() - CHANGE_RETENTION_MS)));
      }
    } catch (error) {
      // Unable to tell what changed: trust nothing kept, and ask again at the next request.
      this.clear();
      this.lastChangeId = null;
      this.gaps.clear();
      throw error;
    }
  }

  /** Ids from `from` up to `to` (excluded) were not in the log when it was read: look for them again. */
  private skip(from: number, to: number, now: number): void {
    if (to - from + this.gaps.size > MAX_GAPS) {
      this.clear();
      return;
    }
    for (let id = from; id < to; id++) this.gaps.set(id, now);
  }
}

function bounded<K, V>(map: Map<K, V>): Map<K, V> {
  if (map.size >= MAX_ENTRIES) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
  return map;
}
