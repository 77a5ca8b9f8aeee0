import type { Readable } from 'node:stream';
import type { Application } from '@marginalia/contracts/app-config/app-config.contract';
import {
  DIGITAL_EDIT_PAGE_SIZE,
  editedFileName,
  type DigitalEditingAccessType,
  type DigitalEditLoadResponse,
  type DigitalEditSearchResponse,
} from '@marginalia/contracts/digital/digital-editing.contract';
import type { Db } from '../../platform/db/client';
import type { DigitalPurchaseRow } from '../../platform/db/schema/digital';
import type { UserRow } from '../../platform/db/schema/users';
import { AppError } from '../../platform/errors/app-error';
import type { Platform } from '../../platform/platform';
import { prewarmLanguageEngine } from '../../platform/language/language-engine';
import { productsFor, purchaseRecords, subscriptionState } from '../digital-purchases/digital-purchases.public';
import * as repo from './digital-editing.repository';
import { digitalEditView } from './digital-edit-view';

/** The digital-editing page's calls other than the upload and the payment (README.md). */

export function editingAllowed(application: Application): void {
  if (!application.allowsDigitalEditing) throw new AppError(403, 'digital-editing-disabled');
}

export interface EditingAccess {
  type: DigitalEditingAccessType;
  /** The subscription period covering now. */
  purchase: DigitalPurchaseRow | null;
  accessEndsAt: Date | null;
  expiredAt: Date | null;
}

/** A running subscription first; else the trial flag staff set; else none (an expired subscription is none). */
export async function editingAccess(db: Db, user: Pick<UserRow, 'id' | 'digitalEditingTrial'>, now: Date): Promise<EditingAccess> {
  const state = await subscriptionState(db, user.id, now);
  if (state.running) return { type: 'SUBSCRIPTION', purchase: state.running, accessEndsAt: state.accessEndsAt, expiredAt: null };
  return { type: user.digitalEditingTrial ? 'TRIAL' : 'NONE', purchase: null, accessEndsAt: null, expiredAt: state.expiredAt };
}

const DAY_MS = 24 * 60 * 60 * 1000;

export async function loadDigitalEditing(platform: Platform, application: Application, user: UserRow, settings: { wordLimit: number; addinUrl: string | null }, now: Date): Promise<DigitalEditLoadResponse> {
  editingAllowed(application);
  const { db } = platform;
  const [access, products, records, uploaded, processing] = await Promise.all([
    editingAccess(db, user, now),
    productsFor(db, user, 'editing-subscription'),
    purchaseRecords(db, user.id, 'editing-subscription', now),
    repo.hasEdits(db, user.id),
    repo.hasProcessingEdit(db, user.id),
  ]);
  // A researcher who may upload is likely to: the engine's thread boots now (seconds) rather than with the
  // upload, where this process also runs the jobs.
  if (access.type !== 'NONE' && platform.jobs.isRunning()) prewarmLanguageEngine();
  const offer = products[0];
  // A purchase made now runs a year from the end of the current subscription (or from now).
  const startsAt = access.accessEndsAt ?? now;
  return {
    availableDigitalPurchases: products,
    digitalEditingPurchase: offer ? { identity: offer.identity, price: offer.price, fullPrice: offer.fullPrice, currency: offer.currency, endsAt: new Date(startsAt.getTime() + (offer.validDays ?? 365) * DAY_MS).toISOString() } : null,
    digitalPurchases: records,
    hasDigitalEditingPurchase: access.type === 'SUBSCRIPTION',
    hasUploadedDigitalEdit: uploaded,
    accessType: access.type,
    accessEndsAt: access.accessEndsAt?.toISOString() ?? null,
    expiredAt: access.expiredAt?.toISOString() ?? null,
    processing,
    wordLimit: settings.wordLimit,
    addinUrl: settings.addinUrl,
  };
}

export async function searchDigitalEdits(db: Db, application: Application, userId: number, page: number, identities: string | undefined): Promise<DigitalEditSearchResponse> {
  editingAllowed(application);
  const wanted = identities ? identities.split(',').map((each) => each.trim()).filter((each) => each !== '').slice(0, DIGITAL_EDIT_PAGE_SIZE) : null;
  const { rows, total } = await repo.listEdits(db, userId, wanted ? 1 : page, DIGITAL_EDIT_PAGE_SIZE, wanted);
  return {
    results: rows.map(digitalEditView),
    pagination: { page, pageSize: DIGITAL_EDIT_PAGE_SIZE, total, pages: Math.max(1, Math.ceil(total / DIGITAL_EDIT_PAGE_SIZE)) },
  };
}

export async function archiveDigitalEdit(db: Db, userId: number, identity: string, now: Date) {
  const row = await repo.findOwnedEdit(db, userId, identity);
  if (!row) throw new AppError(404, 'digital-edit-not-found');
  // An edit still running keeps its row until it ends.
  if (row.status === 'processing') throw new AppError(409, 'digital-edit-processing');
  await repo.archiveEdit(db, userId, identity, now);
  return { archived: true, fileName: row.fileName };
}

export async function downloadDigitalEdit(platform: Platform, userId: number, identity: string): Promise<{ stream: Readable; fileName: string; size: number | null }> {
  const row = await repo.findOwnedEdit(platform.db, userId, identity);
  if (!row || row.status !== 'completed' || !row.resultKey) throw new AppError(404, 'digital-edit-not-found');
  return { stream: await platform.storage.read(row.resultKey), fileName: editedFileName(row.fileName), size: row.resultSize };
}
