/** Polls `check` every `everyMs` until it answers something other than undefined; throws after `withinMs`. */
export async function eventually<T>(what: string, check: () => Promise<T | undefined>, withinMs: number, everyMs = 250): Promise<T> {
  const deadline = performance.now() + withinMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (performance.now() > deadline) throw new Error(`${what}: not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** Asks `check` every `everyMs` until it holds; answers how long that took. Throws after `limitMs`. */
export async function pollUntil(check: () => Promise<boolean>, options: { everyMs?: number; limitMs?: number } = {}): Promise<{ ms: number }> {
  const limit = options.limitMs ?? 10_000;
  const started = performance.now();
  await eventually('still not so', async () => ((await check()) ? true : undefined), limit, options.everyMs ?? 50);
  return { ms: Math.round(performance.now() - started) };
}
