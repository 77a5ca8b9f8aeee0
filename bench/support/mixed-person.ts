import { CallFailed, PersonClient } from './mixed-client';
import type { Metrics } from './mixed-metrics';
import type { MixedSettings } from './mixed-settings';

/** What every simulated person may use: the portal's address and the data the seed and setup left. */
export interface World {
  baseUrl: string;
  metrics: Metrics;
  settings: MixedSettings;
  /** When the run ends (Date.now()). */
  endsAt: number;
  /** The built web app's script and style sheet, fetched on a person's first page. */
  assets: string[];
  /** Codes of the seeded certificates, for verification lookups. */
  certificateCodes: string[];
  /** The manuscript researchers upload. */
  manuscript: { name: string; bytes: Buffer; wordCount: number };
}

/** Thrown by think() once the run is over: the person stops where they are. */
export class RunOver extends Error {}

/** One simulated person: their browser, and their pace. */
export class Person {
  readonly client: PersonClient;
  /** Whether the web app's files are in this person's browser cache already. */
  hasAssets = false;
  private visits = 0;

  constructor(
    readonly world: World,
    readonly index: number,
  ) {
    this.client = new PersonClient(world.baseUrl, Person.address(index, 0), world.metrics);
  }

  /**
   * Private 10.x addresses, one per person and visit, so per-address rate limits apply per person as they
   * would in life: a slot here runs a session every few seconds, which one real person, signing in at most a
   * few times a day, never does from one address.
   */
  private static address(index: number, visit: number): string {
    return `10.${visit & 255}.${(index >> 8) & 255}.${index & 255}`;
  }

  /** Starts another visit: a fresh browser state from the person's next address. */
  newVisit(): void {
    this.visits += 1;
    this.client.newVisit(Person.address(this.index, this.visits));
  }

  /** The pause between two steps (reading, typing); ends the session once the run is over. */
  async think(): Promise<void> {
    const { thinkMinMs, thinkMaxMs } = this.world.settings;
    await pause(thinkMinMs + Math.random() * (thinkMaxMs - thinkMinMs));
    if (Date.now() >= this.world.endsAt) throw new RunOver();
  }

  /** A full page load of the single-page app, with its files the first time. */
  async openPage(template: string, path: string): Promise<void> {
    await this.client.call('GET', template, path, { page: true });
    if (this.hasAssets) return;
    await Promise.all(this.world.assets.map((asset) => this.client.call('GET', '/assets/*', asset)));
    this.hasAssets = true;
  }
}

export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** true with the given probability. */
export const chance = (probability: number) => Math.random() < probability;

export function pick<T>(list: readonly T[]): T {
  if (list.length === 0) throw new Error('nothing to pick from');
  return list[Math.floor(Math.random() * list.length)]!;
}

/**
 * Runs a person's sessions one after another until the run is over. A failed request ends the session (the
 * person gives up and comes back later, as people do); it is already counted as an error. Anything else
 * that goes wrong in the simulation itself is counted under `script <kind>`.
 */
export async function live(person: Person, kind: string, session: (person: Person, sessionNumber: number) => Promise<void>): Promise<void> {
  // People arrive over the first seconds rather than all in the same millisecond.
  await pause(Math.random() * Math.min(5000, person.world.settings.thinkMaxMs * 2));
  for (let sessionNumber = 0; Date.now() < person.world.endsAt; sessionNumber++) {
    try {
      await session(person, sessionNumber);
      person.world.metrics.sessionDone(kind);
    } catch (error) {
      if (error instanceof RunOver) return;
      if (!(error instanceof CallFailed)) person.world.metrics.error(`script ${kind}`, 'exception', (error as Error).stack ?? String(error));
    }
    await person.think().catch(() => undefined);
  }
}
