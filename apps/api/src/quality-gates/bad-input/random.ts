/** A small seeded generator (mulberry32), so a run of the gate can be repeated input for input. */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  below(n: number): number;
  pick<T>(values: readonly T[]): T;
  /** `count` distinct values in a random order (all of them when there are fewer). */
  sample<T>(values: readonly T[], count: number): T[];
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const below = (n: number): number => Math.floor(next() * n);
  return {
    next,
    below,
    pick<T>(values: readonly T[]): T {
      if (values.length === 0) throw new Error('nothing to pick from');
      return values[below(values.length)] as T;
    },
    sample<T>(values: readonly T[], count: number): T[] {
      const copy = [...values];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = below(i + 1);
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy.slice(0, count);
    },
  };
}

/** The run's seed: `BAD_INPUT_SEED` when set (to repeat a run), else a new one. */
export function gateSeed(env: NodeJS.ProcessEnv = process.env): number {
  const given = env.BAD_INPUT_SEED;
  if (given !== undefined && given !== '') {
    const seed = Number(given);
    if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) throw new Error(`BAD_INPUT_SEED must be an integer from 0 to ${0xffffffff}, not ${given}`);
    return seed;
  }
  return Math.floor(Math.random() * 0xffffffff);
}

/** How many times the usual number of requests a run sends: `BAD_INPUT_SCALE` (e.g. 5 for a long search), 1 by default. */
export function gateScale(env: NodeJS.ProcessEnv = process.env): number {
  const given = env.BAD_INPUT_SCALE;
  if (given === undefined || given === '') return 1;
  const scale = Number(given);
  if (!(scale > 0 && scale <= 100)) throw new Error(`BAD_INPUT_SCALE must be a number above 0 and at most 100, not ${given}`);
  return scale;
}
