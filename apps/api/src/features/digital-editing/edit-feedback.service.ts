import type { Application } from '@marginalia/contracts/app-config/app-config.contract';
import type { DigitalEditingFeedbackInput, StaffDigitalEditingFeedback } from '@marginalia/contracts/digital/digital-editing.contract';
import { digitalEditingFeedbackSchema } from '@marginalia/contracts/digital/digital-editing.contract';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors/app-error';
import * as repo from './digital-editing.repository';
import { editingAllowed } from './digital-editing.service';

/** The side panel's feedback form: stored here, read by staff (README.md). */

const FEEDBACK_PAGE_SIZE = 25;

export async function saveFeedback(db: Db, application: Application, userId: number, input: DigitalEditingFeedbackInput, now: Date): Promise<{ saved: true }> {
  editingAllowed(application);
  const feedback = digitalEditingFeedbackSchema.parse(input);
  const edit = feedback.editIdentity ? await repo.findOwnedEdit(db, userId, feedback.editIdentity) : null;
  if (feedback.editIdentity && !edit) throw new AppError(404, 'digital-edit-not-found');
  await repo.insertFeedback(db, { userId, rating: feedback.rating, comment: feedback.comment, editId: edit?.id ?? null, createdAt: now });
  return { saved: true };
}

export async function staffFeedback(db: Db, page: number): Promise<StaffDigitalEditingFeedback> {
  const { rows, total } = await repo.listFeedback(db, page, FEEDBACK_PAGE_SIZE);
  return {
    feedback: rows.map((row) => ({
      rating: row.feedback.rating,
      comment: row.feedback.comment,
      createdAt: row.feedback.createdAt.toISOString(),
      customer: { identity: row.identity, name: `${row.firstName} ${row.lastName}`.trim(), email: row.email },
      editFileName: row.editFileName,
    })),
    pagination: { page, pageSize: FEEDBACK_PAGE_SIZE, total, pages: Math.max(1, Math.ceil(total / FEEDBACK_PAGE_SIZE)) },
  };
}
