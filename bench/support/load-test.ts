import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  requests: number;
}

/** Runs autocannon in its own process (so the load generator does not share the server's event loop). */
export function loadTest(url: string, options: { connections: number; seconds: number; headers?: Record<string, string> }): LoadResult {
  const cli = require.resolve('autocannon/autocannon.js');
  const args = [cli, '-c', String(options.connections), '-d', String(options.seconds), '-j'];
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}=${value}`);
  args.push(url);
  const result = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`autocannon failed: ${result.stderr}`);
  const report = JSON.parse(result.stdout);
  return {
    requestsPerSecond: Math.round(report.requests.average),
    p50Ms: report.latency.p50,
    p99Ms: report.latency.p99,
    errors: report.errors,
    non2xx: report.non2xx,
    requests: report.requests.total,
  };
}
