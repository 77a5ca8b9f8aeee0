// Performance budget of the order form: a 100 MB upload completes with the server's resident memory growing by
// less than 64 MB. A real HTTP multipart request, its body generated chunk by chunk (never a 100 MB
// buffer), goes through @fastify/multipart and storeUpload into the disk storage, while the process's
// RSS is sampled every 20 ms. The client runs in the same process, so its (small) share is counted too.
// A second upload of the same size with the wrong content (a PNG named .docx) shows a refused file is
// drained in constant memory as well.
// Run with `npm run bench -- upload-memory` (or `npx tsx bench/upload-memory.bench.ts`).
// Results go to bench/results/upload-memory.json.
import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { SETTING_DEFAULTS } from '../apps/api/src/platform/db/seed/data/settings';
import { AppError } from '../apps/api/src/platform/errors/app-error';
import { createDiskStorage } from '../apps/api/src/platform/storage/disk-storage';
import { storeUpload } from '../apps/api/src/platform/uploads/upload-stream';
import { largeDocxChunks } from './support/docx-fixture';

const MIB = 1024 * 1024;
const UPLOAD_BYTES = Number(process.env.BENCH_UPLOAD_MB ?? 100) * MIB;
const BUDGET_MB = 64;
const SAMPLE_MS = 20;

interface UploadTarget {
  url: string;
  /** Extra request headers (a session cookie and CSRF header for the real route). */
  headers: Record<string, string>;
  fieldName: string;
  close(): Promise<void>;
}

/**
 * The server under test. Today: a bare Fastify with the multipart plugin and one route that calls
 * storeUpload into disk storage, as the order form will. To measure the real route instead, replace
 * this function: build the app (see bench/load.bench.ts), create an order form and return
 * `POST /api/order-form/{id}/files` with the signed-in user's headers.
 */
async function startUploadTarget(): Promise<UploadTarget> {
  const root = mkdtempSync(join(tmpdir(), 'mg-bench-upload-'));
  const storage = createDiskStorage(root);
  const maxBytes = SETTING_DEFAULTS.maxUploadBytes;
  const app = Fastify({ logger: false });
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1 } });
  app.setErrorHandler((err, _request, reply) => {
    if (err instanceof AppError) return reply.code(err.statusCode).send({ key: err.key, params: err.params });
    return reply.code(500).send({ message: err instanceof Error ? err.message : String(err) });
  });
  app.post('/upload', async (req) => {
    const part = await req.file();
    if (!part) throw new AppError(400, 'file-required');
    return storeUpload({
      storage,
      key: `uploads/${randomUUID()}`,
      fileName: part.filename,
      source: part.file,
      rule: SETTING_DEFAULTS.allowedFileTypes.main,
      maxBytes,
    });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    url: `http://127.0.0.1:${address.port}/upload`,
    headers: {},
    fieldName: 'file',
    async close() {
      await app.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

function* multipartBody(boundary: string, fieldName: string, fileName: string, file: Iterable<Buffer>): Generator<Buffer> {
  yield Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${fieldName}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  yield* file;
  yield Buffer.from(`\r\n--${boundary}--\r\n`);
}

/** Sends the file as a chunked multipart request; resolves with the status and the parsed reply. */
async function upload(target: UploadTarget, fileName: string, file: Iterable<Buffer>): Promise<{ status: number; body: unknown }> {
  const boundary = `----marginalia${randomUUID()}`;
  const req = request(target.url, {
    method: 'POST',
    headers: { ...target.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  const response = new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    req.once('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.once('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString() || 'null') }));
      res.once('error', reject);
    });
    req.once('error', reject);
  });
  const body = Readable.from(multipartBody(boundary, target.fieldName, fileName, file));
  const sent = pipeline(body, req);
  // A refused upload is answered before its body has all been sent. Node's client would then keep
  // the request open without sending more until the keep-alive timeout; stop sending, as a browser does.
  const reply = await response;
  if (!body.readableEnded) req.destroy();
  await sent.catch(() => {});
  return reply;
}

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

async function measure(target: UploadTarget, fileName: string, file: () => Iterable<Buffer>) {
  gc();
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), SAMPLE_MS);
  const started = performance.now();
  const reply = await upload(target, fileName, file());
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  return {
    status: reply.status,
    reply: reply.body,
    seconds: Math.round(seconds * 100) / 100,
    mbPerSecond: Math.round(UPLOAD_BYTES / MIB / seconds),
    rssGrowthMb: Math.round(((peak - baseline) / MIB) * 10) / 10,
  };
}

function* pngNamedDocx(totalBytes: number): Generator<Buffer> {
  const chunk = Buffer.alloc(64 * 1024, 0x5a);
  Buffer.from('89504E470D0A1A0A0000000D49484452', 'hex').copy(chunk);
  for (let sent = 0; sent < totalBytes; sent += chunk.length) yield sent === 0 ? chunk : chunk.fill(0x5a, 0, 16);
}

const target = await startUploadTarget();
try {
  await upload(target, 'warm-up.docx', largeDocxChunks(2 * MIB)); // loads and warms the code paths
  const accepted = await measure(target, 'manuscript.docx', () => largeDocxChunks(UPLOAD_BYTES));
  const refused = await measure(target, 'figure.docx', () => pngNamedDocx(UPLOAD_BYTES));
  const stored = accepted.reply as { size?: number };
  const result = {
    bench: 'upload-memory',
    at: new Date().toISOString(),
    uploadMb: UPLOAD_BYTES / MIB,
    accepted: {
      status: accepted.status,
      storedBytes: stored.size,
      seconds: accepted.seconds,
      mbPerSecond: accepted.mbPerSecond,
      rssGrowthMb: accepted.rssGrowthMb,
    },
    refused: {
      status: refused.status,
      key: (refused.reply as { key?: string }).key,
      seconds: refused.seconds,
      rssGrowthMb: refused.rssGrowthMb,
    },
    budgetMb: BUDGET_MB,
    withinBudget: accepted.rssGrowthMb < BUDGET_MB && refused.rssGrowthMb < BUDGET_MB,
  };
  console.log(JSON.stringify(result));
  writeFileSync(new URL('./results/upload-memory.json', import.meta.url), JSON.stringify(result, null, 2) + '\n');
  if (accepted.status !== 200 || refused.status !== 415) process.exitCode = 1;
} finally {
  await target.close();
}
