/** Runs `work(0 … count-1)` with at most `width` calls in flight; answers the results in order. */
export async function inParallel<T>(count: number, width: number, work: (n: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array<T>(count);
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const n = next++;
      results[n] = await work(n);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, count) }, lane));
  return results;
}
