import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parentPort } from 'node:worker_threads';
import { extractText } from '../../documents/text-extraction';
import { AppError } from '../../errors/app-error';
import { createDocx } from '../docx-create';
import { openRevisableDocx, type RevisableDocx } from './revisable-docx';
import type { RevisableParagraph, RevisionOutcome, TextComment, TextEdit } from './revision-types';

/**
 * One document revised in a worker thread (revise-in-worker.ts): the package is opened and its paragraphs sent
 * to the caller, which decides the edits and comments (the language engine runs in its own threads) and sends
 * them back; the package is written and returned. A .doc is read for its text and becomes a plain .docx first.
 */
export interface RevisionWorkerInput {
  bytes: Uint8Array;
  kind: 'docx' | 'doc';
}

export type RevisionWorkerRequest =
  | ({ type: 'open' } & RevisionWorkerInput)
  | { type: 'write'; edits: TextEdit[]; comments: TextComment[]; author: string; initials: string; date: string };

export type RevisionWorkerReply =
  | { type: 'paragraphs'; paragraphs: RevisableParagraph[] }
  | { type: 'done'; bytes: Uint8Array; outcome: Omit<RevisionOutcome, 'docx'> }
  | { type: 'failed'; statusCode: number | null; key: string; message: string };

async function asDocx(input: RevisionWorkerInput): Promise<Buffer> {
  if (input.kind === 'docx') return Buffer.from(input.bytes);
  const dir = await mkdtemp(join(tmpdir(), 'mg-revise-'));
  try {
    const path = join(dir, 'document.doc');
    await writeFile(path, input.bytes);
    const paragraphs = (await extractText(path, 'doc'))
      .split(/\r?\n+/)
      .map((line) => line.trim())
      .filter((line) => line !== '');
    return createDocx(paragraphs);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function failure(error: unknown): RevisionWorkerReply {
  if (error instanceof AppError) return { type: 'failed', statusCode: error.statusCode, key: error.key, message: error.message };
  return { type: 'failed', statusCode: null, key: 'document-revision-failed', message: error instanceof Error ? error.message : String(error) };
}

let document: RevisableDocx | null = null;

async function open(input: RevisionWorkerInput): Promise<RevisionWorkerReply> {
  document = await openRevisableDocx(await asDocx(input));
  return { type: 'paragraphs', paragraphs: document.paragraphs };
}

function write(request: Extract<RevisionWorkerRequest, { type: 'write' }>): void {
  if (!document) throw new Error('no document open');
  const { docx, ...outcome } = document.write(request.edits, request.comments, { author: request.author, initials: request.initials, date: new Date(request.date) });
  // A copy of its own, so transferring it never detaches a shared pool.
  const bytes = new Uint8Array(docx);
  parentPort?.postMessage({ type: 'done', bytes, outcome } satisfies RevisionWorkerReply, [bytes.buffer as ArrayBuffer]);
}

parentPort?.on('message', (request: RevisionWorkerRequest) => {
  if (request.type === 'open') {
    open(request).then(
      (reply) => parentPort?.postMessage(reply),
      (error: unknown) => parentPort?.postMessage(failure(error)),
    );
    return;
  }
  try {
    write(request);
  } catch (error) {
    parentPort?.postMessage(failure(error));
  }
});
