import { applicationSchema, type Application } from '@marginalia/contracts/app-config/app-config.contract';
import { APPLICATION_CACHE_MS } from '@marginalia/contracts/app-config/app-config.constants';
import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import type { Db } from '../../platform/db/client';
import { encodeOnce, type EncodedBody } from '../../platform/http/content-encoding';
import { buildApplication, type Deployment } from './application.service';
import { findSettingsVersion } from './app-config.repository';

/**
 * How often a process asks the database whether settings changed (one primary-key read). Half a second, so
 * that a change is seen everywhere within a second of its commit, the time the check and the request take included.
 */
export const VERSION_CHECK_MS = 500;

/**
 * The signed-in load's bytes around the one per-user field of the application, `preferredGroup` (the
 * welcome banner of the user's group): `head` ends with `"preferredGroup":`, `tail` starts after its value
 * and ends with `"user":`. The cached document has it null, which is what visitors get.
 */
export interface AnswerStart {
  head: Buffer;
  tail: Buffer;
}

const PREFERRED_GROUP_FIELD = '"preferredGroup":null';

export function splitAtPreferredGroup(applicationJson: string): AnswerStart {
  // Inside a JSON string every quote is escaped, so the unescaped key can only be the field itself.
  const at = applicationJson.indexOf(PREFERRED_GROUP_FIELD);
  if (at < 0) throw new Error('the cached application has no preferredGroup field');
  const head = `{"application":${applicationJson.slice(0, at)}"preferredGroup":`;
  const tail = `${applicationJson.slice(at + PREFERRED_GROUP_FIELD.length)},"user":`;
  return { head: Buffer.from(head), tail: Buffer.from(tail) };
}

/** Writes a whole answer around the application and its JSON (the visitor's load). */
export type AnswerRenderer = (application: { application: Application; json: string }) => string | Promise<string>;

interface Entry {
  value: Promise<Application>;
  /** The application as the load's serializer writes it (the contract's fields, in its order). */
  json: Promise<string>;
  /** The load's bytes up to the user, split where the user's preferred group goes, for signed-in answers. */
  answerStart: Promise<AnswerStart>;
  /** The visitor's whole answer, serialized and compressed once. */
  visitor: Promise<EncodedBody> | null;
  version: number;
  expiresAt: number;
}

/**
 * The application document per language and localization, cached 10 minutes and dropped
 * as soon as the settings version moves — also when another process (a worker, a second server) changed it.
 * Beside the document it keeps its JSON and the visitor's answer in every encoding, so a visitor's load
 * is bytes sent as they are.
 */
export class ApplicationCache {
  private entries = new Map<string, Entry>();
  private knownVersion = -1;
  private versionCheckedAt = 0;
  private versionCheck: Promise<number> | null = null;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
    private readonly deployment: Deployment = { configuredProviders: [], flagsOff: [] },
  ) {}

  async get(language: SiteLanguage, localization: string): Promise<Application> {
    return (await this.entry(language, localization)).value;
  }

  /** The application's JSON, written once per language, localization and settings version. */
  async json(language: SiteLanguage, localization: string): Promise<string> {
    return (await this.entry(language, localization)).json;
  }

  /** The load's answer up to its user, as bytes: a signed-in answer only adds the preferred group, the user's JSON and `}`. */
  async answerStart(language: SiteLanguage, localization: string): Promise<AnswerStart> {
    return (await this.entry(language, localization)).answerStart;
  }

  /** The visitor's answer, rendered once by `render` and compressed once (brotli, gzip and as is). */
  async visitorAnswer(language: SiteLanguage, localization: string, render: AnswerRenderer): Promise<EncodedBody> {
    const entry = await this.entry(language, localization);
    if (!entry.visitor) {
      const visitor = Promise.all([entry.value, entry.json]).then(async ([application, json]) => encodeOnce(await render({ application, json })));
      entry.visitor = visitor;
      visitor.catch(() => {
        if (entry.visitor === visitor) entry.visitor = null;
      });
    }
    return entry.visitor;
  }

  private async entry(language: SiteLanguage, localization: string): Promise<Entry> {
    const version = await this.version();
    const key = `${language}:${localization}`;
    const entry = this.entries.get(key);
    if (entry && entry.version === version && entry.expiresAt > this.now()) return entry;
    const value = buildApplication(this.db, language, localization, this.deployment);
    const json = value.then((application) => JSON.stringify(applicationSchema.encode(application)));
    const answerStart = json.then(splitAtPreferredGroup);
    answerStart.catch(() => undefined);
    const fresh: Entry = { value, json, answerStart, visitor: null, version, expiresAt: this.now() + APPLICATION_CACHE_MS };
    this.entries.set(key, fresh);
    json.catch(() => {
      if (this.entries.get(key) === fresh) this.entries.delete(key);
    });
    return fresh;
  }

  /** Forget everything now (after a change made by this process). */
  invalidate(): void {
    this.entries.clear();
    this.versionCheckedAt = 0;
  }

  /** The settings version, read from the database at most every VERSION_CHECK_MS (and right after invalidate). */
  async version(): Promise<number> {
    if (this.now() - this.versionCheckedAt < VERSION_CHECK_MS) return this.knownVersion;
    this.versionCheck ??= findSettingsVersion(this.db).finally(() => {
      this.versionCheck = null;
    });
    const version = await this.versionCheck;
    this.knownVersion = version;
    this.versionCheckedAt = this.now();
    return version;
  }
}
