import { createHash } from 'node:crypto';
import { chmod, mkdir, rm } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** The path a Unix socket may have (108 bytes on Linux, 104 on macOS, with the terminating NUL). */
const MAX_SOCKET_PATH = 100;

/**
 * The embedded installation's control socket: a Unix socket beside the data (`DATA_DIR/portal.sock`) that only
 * the portal's own user can open. While the portal runs it answers there, so `npm run backup` asks it for a
 * snapshot of the database (PGlite belongs to one process: nobody else may open its files), `npm run restore`
 * refuses to run under it, and a second portal started on the same data directory stops before it opens them.
 */
export function controlSocketPath(dataDir: string): string {
  const beside = join(dataDir, 'portal.sock');
  if (Buffer.byteLength(beside) <= MAX_SOCKET_PATH) return beside;
  return join(tmpdir(), `marginalia-${createHash('sha256').update(dataDir).digest('hex').slice(0, 16)}.sock`);
}

/** The database snapshot's path on the socket. */
const SNAPSHOT_PATH = '/database-snapshot';

/**
 * True when a process listens on the data directory's control socket. A connection is enough: the kernel accepts
 * it even while that process is busy (copying its database, say), so a busy portal is never taken for a dead
 * one. Only "nobody listens" (a missing or stale socket file) answers false; any other failure counts as running.
 */
export function portalIsRunning(dataDir: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(controlSocketPath(dataDir));
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', (error: NodeJS.ErrnoException) =>
      resolve(!(error.code === 'ENOENT' || error.code === 'ECONNREFUSED' || error.code === 'ENOTSOCK')),
    );
  });
}

/** Asks the running portal for a snapshot of its database (a tar of the PGlite data directory). */
export function requestSnapshot(
  dataDir: string,
): Promise<NodeJS.ReadableStream & { headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const ask = request({ socketPath: controlSocketPath(dataDir), path: SNAPSHOT_PATH, method: 'POST' }, (response) => {
      if (response.statusCode !== 200) {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => reject(new Error(`the portal could not take a snapshot: ${text}`)));
        return;
      }
      resolve(response);
    });
    ask.on('error', reject);
    ask.end();
  });
}

export interface ControlSocket {
  /** Answers snapshot requests with `snapshot` (Database.snapshot of the embedded database) from now on. */
  serve(snapshot: () => Promise<Blob>): void;
  /** Stops answering and removes the socket. */
  close(): Promise<void>;
}

/**
 * Claims the control socket of `dataDir` — before the database is opened, by the portal and by the backup and
 * restore commands alike — and answers on it at once, so whoever comes second learns the data is in use.
 * Throws when someone answers already; a socket file left by a process that died is removed.
 */
export async function claimControlSocket(dataDir: string): Promise<ControlSocket> {
  const path = controlSocketPath(dataDir);
  if (await portalIsRunning(dataDir))
    throw new Error(`another process of the portal is running on ${dataDir} (its control socket ${path} answers): stop it first`);
  await mkdir(dirname(path), { recursive: true });
  await rm(path, { force: true });
  let snapshot: (() => Promise<Blob>) | null = null;
  const server = createServer((incoming, response) => {
    if (incoming.method === 'POST' && incoming.url === SNAPSHOT_PATH && snapshot) {
      const started = performance.now();
      // Writes wait while PGlite copies itself: about a second for a small installation (bench/backup.bench.ts).
      snapshot().then(
        async (blob) => {
          response.writeHead(200, {
            'content-type': 'application/x-tar',
            'content-length': blob.size,
            'x-snapshot-ms': String(Math.round(performance.now() - started)),
          });
          response.end(Buffer.from(await blob.arrayBuffer()));
        },
        (error: unknown) =>
          response.writeHead(500, { 'content-type': 'text/plain' }).end(error instanceof Error ? error.message : String(error)),
      );
      return;
    }
    const status = incoming.url === '/' ? 200 : incoming.url === SNAPSHOT_PATH ? 503 : 404;
    response
      .writeHead(status, { 'content-type': 'text/plain' })
      .end(status === 503 ? 'busy: a backup or restore holds the data\n' : 'marginalia\n');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  await chmod(path, 0o600);
  return {
    serve(take) {
      snapshot = take;
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(path, { force: true });
    },
  };
}
