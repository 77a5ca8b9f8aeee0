import { spawn } from 'node:child_process';
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

/**
 * Runs autocannon in its own process, asynchronously: the server under test usually lives in this
 * process, and a synchronous wait would freeze the event loop that must answer the requests.
 */
export async function loadTest(url: string, options: { connections: number; seconds: number; headers?: Record<string, string> }): Promise<LoadResult> {
  const cli = require.resolve('autocannon/autocannon.js');
  const args = [cli, '-c', String(options.connections), '-d', String(options.seconds), '-j'];
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}=${value}`);
  args.push(url);
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`autocannon failed: ${stderr}`);
  const report = JSON.parse(stdout);
  return {
    requestsPerSecond: Math.round(report.requests.average),
    p50Ms: report.latency.p50,
    p99Ms: report.latency.p99,
    errors: report.errors,
    non2xx: report.non2xx,
    requests: report.requests.total,
  };
}
