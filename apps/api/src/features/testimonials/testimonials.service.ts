import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { personName } from '@marginalia/contracts/formatting/person-name';
import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import {
  PUBLISHED_TESTIMONIALS_SHOWN,
  TESTIMONIAL_PHOTO_MAX_BYTES,
  testimonialFieldsSchema,
  type PublishedTestimonial,
  type StaffTestimonial,
} from '@marginalia/contracts/testimonials/testimonials.contract';
import { recordAudit } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/client';
import type { TestimonialRow } from '../../platform/db/schema/rewards';
import type { UserRow } from '../../platform/db/schema/users';
import { AppError } from '../../platform/errors/app-error';
import { publicCode } from '../../platform/ids/random-ids';
import { multipartParts } from '../../platform/uploads/multipart-parts';
import { awardTestimonialPoints } from '../rewards/rewards.public';
import { cleanPhoto } from './testimonial-photo';
import { findForModeration, findPublished, findTestimonial, insertTestimonial, lockTestimonial, markSubmittedTestimonial, setStatus } from './testimonials.repository';

const FIELD_NAMES = new Set(['testimonial', 'affiliation', 'publishConsent']);
const PHOTO_FIELD = 'testimonialFiles';

interface Submission {
  fields: Record<string, string>;
  photo: Buffer | null;
}

async function photoBytes(part: MultipartFile): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'testimonial-photo-too-large', { maxMegabytes: TESTIMONIAL_PHOTO_MAX_BYTES / (1024 * 1024) });
    throw error;
  }
}

/** The multipart body: the text fields and at most one photo, held in memory (it is at most 8 MB). */
async function readSubmission(request: FastifyRequest): Promise<Submission> {
  if (!request.isMultipart()) throw new AppError(415, 'unsupported-media-type');
  const fields: Record<string, string> = {};
  let photo: Buffer | null = null;
  for await (const part of multipartParts(request, { limits: { fileSize: TESTIMONIAL_PHOTO_MAX_BYTES, files: 2, fields: 6, fieldSize: 20_000 } })) {
    if (part.type === 'field') {
      if (FIELD_NAMES.has(part.fieldname) && typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    if (part.fieldname !== PHOTO_FIELD || photo !== null) {
      part.file.resume();
      throw new AppError(400, 'testimonial-photo-limit');
    }
    const bytes = await photoBytes(part);
    // An empty file input sends a part with no bytes: no photo.
    photo = bytes.length > 0 ? bytes : null;
  }
  return { fields, photo };
}

/**
 * POST /api/testimonials/create: the text is required ('Please type in a testimonial before clicking
 * Submit'); the photo is checked and cleaned before anything is written; the photo, the row and the user's
 * `submittedTestimonial` are kept together or not at all.
 */
export async function createTestimonial(app: FastifyInstance, request: FastifyRequest, user: UserRow, language: SiteLanguage) {
  const { db, storage } = app.platform;
  const submission = await readSubmission(request);
  const parsed = testimonialFieldsSchema.safeParse({
    testimonial: submission.fields.testimonial ?? '',
    affiliation: submission.fields.affiliation ?? user.institution ?? '',
    publishConsent: submission.fields.publishConsent === 'true',
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? 'testimonial');
    throw new AppError(400, issue?.message ?? 'testimonial-required', {}, { [field]: issue?.message ?? 'testimonial-required' });
  }
  const photo = submission.photo ? await cleanPhoto(submission.photo) : null;
  const publicId = publicCode('T', 9);
  const now = new Date();
  const photoKey = photo ? `testimonials/${publicId}.jpg` : null;
  if (photo && photoKey) await storage.write(photoKey, Readable.from([photo.jpeg]), { contentType: 'image/jpeg' });
  try {
    await db.transaction(async (tx) => {
      await insertTestimonial(tx, {
        publicId,
        userId: user.id,
        text: parsed.data.testimonial,
        displayName: personName(language, user),
        affiliation: parsed.data.affiliation || null,
        language,
        publishConsent: parsed.data.publishConsent,
        photoKey,
        photoBytes: photo?.jpeg.length ?? null,
        createdAt: now,
      });
      await markSubmittedTestimonial(tx, user.id, now);
    });
  } catch (error) {
    if (photoKey) await storage.delete(photoKey).catch(() => undefined);
    throw error;
  }
  return { success: true as const, submittedTestimonial: true as const };
}

function publishedView(row: TestimonialRow): PublishedTestimonial {
  return {
    id: row.publicId,
    text: row.text,
    displayName: row.displayName,
    affiliation: row.affiliation,
    language: row.language,
    hasPhoto: row.photoKey !== null,
    date: (row.moderatedAt ?? row.createdAt).toISOString(),
  };
}

/** GET /api/testimonials/published: what the landing page shows. */
export async function publishedTestimonials(db: Db) {
  return { testimonials: (await findPublished(db, PUBLISHED_TESTIMONIALS_SHOWN)).map(publishedView) };
}

/** GET /api/testimonials/{id}/photo: anyone once published; before that, its author and staff only (else 404). */
export async function testimonialPhoto(app: FastifyInstance, viewer: UserRow | null, staff: boolean, publicId: string) {
  const row = await findTestimonial(app.platform.db, publicId);
  const published = row?.status === 'approved' && row.publishConsent;
  if (!row || !row.photoKey || (!published && !staff && row.userId !== viewer?.id)) throw new AppError(404, 'testimonial-not-found');
  return { body: await app.platform.storage.read(row.photoKey), size: row.photoBytes ?? undefined, published };
}

type ModerationRow = Awaited<ReturnType<typeof findForModeration>>[number];

function staffView(row: ModerationRow, language: SiteLanguage): StaffTestimonial {
  return {
    ...publishedView(row.testimonial),
    status: row.testimonial.status,
    publishConsent: row.testimonial.publishConsent,
    author: { identity: row.author.identity, name: personName(language, row.author), email: row.author.email },
    moderatedBy: row.moderator?.firstName ? personName(language, { firstName: row.moderator.firstName, lastName: row.moderator.lastName }) : null,
    moderatedAt: row.testimonial.moderatedAt?.toISOString() ?? null,
  };
}

export async function moderationQueue(db: Db, status: TestimonialRow['status'] | 'all', language: SiteLanguage) {
  return { testimonials: (await findForModeration(db, status)).map((row) => staffView(row, language)) };
}

/**
 * Staff approve or hide a testimonial, with an audit event. The first approval of an author's testimonial
 * earns the author the testimonial's points (once per account).
 */
export async function moderate(db: Db, staff: UserRow, publicId: string, status: 'approved' | 'hidden', language: SiteLanguage) {
  const now = new Date();
  await db.transaction(async (tx) => {
    const row = await lockTestimonial(tx, publicId);
    if (!row) throw new AppError(404, 'testimonial-not-found');
    if (row.status === status) return;
    await setStatus(tx, row.id, status, staff.id, now);
    const points = status === 'approved' ? await awardTestimonialPoints(tx, row.userId, row.id, { actorId: staff.id, now, subjectId: row.publicId }) : 0;
    await recordAudit(
      tx,
      { actorId: staff.id, action: status === 'approved' ? 'testimonial.approve' : 'testimonial.hide', subjectType: 'testimonial', subjectId: row.publicId, customerId: row.userId, before: { status: row.status }, after: { status, ...(points > 0 ? { points } : {}) } },
      now,
    );
  });
  const [row] = await findForModeration(db, 'all', 1, publicId);
  if (!row) throw new AppError(404, 'testimonial-not-found');
  return { testimonial: staffView(row, language) };
}
