import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../platform/errors/app-error';
import type { Platform } from '../../platform/platform';
import { readWhole } from '../../platform/storage/read-whole';
import { reviseDocxInWorker, RevisionWorkerError } from '../../platform/docx/revisions/revise-in-worker';
import { checkText, LANGUAGE_ENGINE } from '../../platform/language/language-engine';
import type { EngineOutcome } from '../../platform/metrics/metrics';
import * as repo from './digital-editing.repository';
import { commentWriter } from './edit-comments';
import { planRevisions, tally, type RevisionPlan } from './edit-plan';

/**
 * The automated edit (README.md "The job"): the stored manuscript opened in a worker thread of its own
 * (platform/docx/revisions), its paragraphs checked by the language engine (in the engine's own threads, timed
 * as `grammar`/`digital-edit`), the findings written back as tracked changes and comments, the .docx stored
 * beside the original and the row completed with what was done. Any failure marks the row failed (the list
 * shows `automated-edit-failure`); a worker that dies mid-way leaves the job to be run again, and the row is
 * finished once only (conditional on 'processing').
 */
export const EDIT_JOB = 'digital-editing.edit';
export const EDIT_JOB_OPTIONS = { maxAttempts: 2, timeoutSeconds: 300 } as const;

/** The author Word and LibreOffice show on every revision and comment. */
export const REVISION_AUTHOR = 'Marginalia automated editing';
const REVISION_INITIALS = 'MAE';
const MAX_READ_BYTES = 64 * 1024 * 1024;
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A text too long for the engine is the document's doing; a timeout or a crashed worker the engine's. */
const engineOutcome = (error: unknown): EngineOutcome => (error instanceof AppError && /characters/.test(String(error.cause)) ? 'refused' : 'error');

function failureReason(error: unknown): string {
  if (error instanceof RevisionWorkerError) return 'revision-failed';
  if (error instanceof AppError) return error.key;
  return 'edit-failed';
}

export async function runEditJob(platform: Platform, editId: number, signal: AbortSignal, log: FastifyBaseLogger): Promise<void> {
  const row = await repo.findEditById(platform.db, editId);
  if (!row || row.status !== 'processing') return;
  const resultKey = `digital-edits/${row.identity}/edited.docx`;
  try {
    const bytes = await readWhole(platform.storage, row.storageKey, MAX_READ_BYTES);
    const planned: { plan: RevisionPlan | null } = { plan: null };
    const outcome = await reviseDocxInWorker(
      { bytes, kind: row.contentType === 'application/msword' ? 'doc' : 'docx' },
      async (paragraphs) => {
        // Paragraphs nothing may change in (the reference list, headers) are not worth the engine's time.
        const texts = paragraphs.map((paragraph) => (paragraph.fullyProtected ? '' : paragraph.text));
        const result = await platform.metrics.timeEngine(LANGUAGE_ENGINE, 'digital-edit', () => checkText({ paragraphs: texts, style: row.styleOfEnglish, holdToStyle: true }, { signal, timeoutMs: 240_000 }), engineOutcome);
        const plan = planRevisions(result.findings, commentWriter(row.language));
        planned.plan = plan;
        return { edits: plan.edits, comments: plan.comments };
      },
      { author: REVISION_AUTHOR, initials: REVISION_INITIALS, date: new Date() },
      signal,
    );
    const stored = await platform.storage.write(resultKey, Readable.from([outcome.docx]), { contentType: DOCX, maxBytes: MAX_READ_BYTES });
    const finished = await repo.finishEdit(platform.db, row.id, { status: 'completed', resultKey: stored.key, resultSize: stored.size, changes: planned.plan ? tally(planned.plan, outcome) : null, completedAt: new Date() });
    if (!finished) await platform.storage.delete(resultKey).catch(() => undefined);
  } catch (error) {
    log.warn({ err: error, edit: row.identity }, 'automated edit failed');
    await repo.finishEdit(platform.db, row.id, { status: 'failed', failureReason: failureReason(error), completedAt: new Date() });
  }
}
