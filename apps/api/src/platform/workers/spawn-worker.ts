import { Worker, type ResourceLimits } from 'node:worker_threads';

/**
 * Node 20 does not apply `--import tsx` to worker threads, and the API runs its TypeScript through
 * tsx (scripts/start.mjs, vitest alike). So a worker starts as a one-line script that registers tsx's
 * loader in its own thread, then imports the worker module (a compiled .js one is imported as is).
 */
function bootstrap(workerUrl: string): string {
  if (!workerUrl.endsWith('.ts')) return `import(${JSON.stringify(workerUrl)})`;
  const tsx = import.meta.resolve('tsx/esm/api');
  return `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(workerUrl)}); })`;
}

/** A worker thread running a TypeScript (or JavaScript) module of the API. */
export function spawnWorker(workerUrl: string, resourceLimits: ResourceLimits): Worker {
  // execArgv [] keeps the parent's flags (tsx's --import, which Node 20 does not apply here) out.
  return new Worker(bootstrap(workerUrl), { eval: true, execArgv: [], resourceLimits });
}
