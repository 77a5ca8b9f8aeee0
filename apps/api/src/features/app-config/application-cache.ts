import type { Application } from '@marginalia/contracts/app-config/app-config.contract';
import { APPLICATION_CACHE_MS } from '@marginalia/contracts/app-config/app-config.constants';
import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import type { Db } from '../../platform/db/client';
import { buildApplication, type Deployment } from './application.service';
import { findSettingsVersion } from './app-config.repository';

/** How often a process asks the database whether settings changed (one primary-key read). */
const VERSION_CHECK_MS = 1000;

interface Entry {
  value: Promise<Application>;
  version: number;
  expiresAt: number;
}

/**
 * The application document per language and localization, cached 10 minutes and dropped
 * as soon as the settings version moves — also when another process (a worker, a second server) changed it.
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
    const version = await this.version();
    const key = `${language}:${localization}`;
    const entry = this.entries.get(key);
    if (entry && entry.version === version && entry.expiresAt > this.now()) return entry.value;
    const value = buildApplication(this.db, language, localization, this.deployment);
    this.entries.set(key, { value, version, expiresAt: this.now() + APPLICATION_CACHE_MS });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  /** Forget everything now (after a change made by this process). */
  invalidate(): void {
    this.entries.clear();
    this.versionCheckedAt = 0;
  }

  /** The settings version, read from the database at most once a second (and right after invalidate). */
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
