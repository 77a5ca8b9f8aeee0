import type { Readable } from 'node:stream';
import type { Application } from '@marginalia/contracts/app-config/app-config.contract';
import {
  CHINESE_TO_ENGLISH,
  DIGITAL_ORDER_PAGE_SIZE,
  DIGITAL_TRANSLATION_LANGUAGES,
  SOURCE_LANGUAGE_OF,
  type DigitalOrderLoadResponse,
  type DigitalOrderSearchResponse,
  type DigitalTranslationLanguage,
} from '@marginalia/contracts/digital/digital-translation.contract';
import type { Db } from '../../platform/db/client';
import type { UserRow } from '../../platform/db/schema/users';
import { AppError } from '../../platform/errors/app-error';
import type { Platform } from '../../platform/platform';
import { grantTrial, hadTrial, productsFor, purchaseRecords, usesByLanguage } from '../digital-purchases/digital-purchases.public';
import * as repo from './digital-translation.repository';
import { digitalOrderView, translatedFileName } from './digital-translation-view';
import { enginesOf } from './translation-engines';

/** The translation page's calls other than the upload (README.md). */

export function translationsAllowed(application: Application): void {
  if (!application.allowsDigitalTranslations) throw new AppError(403, 'digital-translations-disabled');
}

/** The pairs the upload form offers: Chinese only with the flag chinese_digital_translation. */
export function offeredLanguages(application: Application): DigitalTranslationLanguage[] {
  return DIGITAL_TRANSLATION_LANGUAGES.filter((language) => language !== CHINESE_TO_ENGLISH || application.featureFlags.chinese_digital_translation === true);
}

export async function loadDigitalOrders(platform: Platform, application: Application, user: UserRow, wordLimit: number, now: Date): Promise<DigitalOrderLoadResponse> {
  translationsAllowed(application);
  const { db } = platform;
  const languages = offeredLanguages(application);
  const engines = enginesOf(platform);
  const [products, records, uses, uploaded, trialUsed, availability] = await Promise.all([
    productsFor(db, user, 'translation-package'),
    purchaseRecords(db, user.id, 'translation-package', now),
    usesByLanguage(db, user.id, 'translation-package', languages, now),
    repo.hasTranslations(db, user.id),
    hadTrial(db, user.id, 'translation-package'),
    Promise.all(languages.map((language) => engines.availability({ source: SOURCE_LANGUAGE_OF[language], target: 'en' }))),
  ]);
  return {
    availableDigitalTranslationPurchases: products,
    digitalTranslationPurchases: records,
    // Digital edits are another product's; this page has none to tell of.
    hasUploadedDigitalEdit: false,
    hasUploadedDigitalTranslation: uploaded,
    numberOfUsesAvailable: records.filter((record) => record.valid).reduce((sum, record) => sum + (record.numberOfUsesRemaining ?? 0), 0),
    languages: languages.map((language, index) => ({ language, usesRemaining: uses.get(language) ?? 0, engineAvailable: availability[index]?.available === true })),
    wordLimit,
    chineseTrialEligible: application.featureFlags.chinese_digital_translation === true && !trialUsed,
  };
}

export async function searchDigitalOrders(db: Db, application: Application, userId: number, page: number, identities: string | undefined): Promise<DigitalOrderSearchResponse> {
  translationsAllowed(application);
  const wanted = identities ? identities.split(',').map((each) => each.trim()).filter((each) => each !== '').slice(0, DIGITAL_ORDER_PAGE_SIZE) : null;
  const { rows, total } = await repo.listTranslations(db, userId, wanted ? 1 : page, DIGITAL_ORDER_PAGE_SIZE, wanted);
  return {
    results: rows.map(digitalOrderView),
    pagination: { page, pageSize: DIGITAL_ORDER_PAGE_SIZE, total, pages: Math.max(1, Math.ceil(total / DIGITAL_ORDER_PAGE_SIZE)) },
  };
}

export async function archiveDigitalOrder(db: Db, userId: number, identity: string, now: Date) {
  const row = await repo.findOwnedTranslation(db, userId, identity);
  if (!row) throw new AppError(404, 'digital-order-not-found');
  // A translation still running keeps its row until it ends, so its use is settled first.
  if (row.status === 'processing') throw new AppError(409, 'digital-order-processing');
  await repo.archiveTranslation(db, userId, identity, now);
  return { archived: true, fileName: row.fileName };
}

export async function downloadDigitalOrder(platform: Platform, userId: number, identity: string): Promise<{ stream: Readable; fileName: string; size: number | null }> {
  const row = await repo.findOwnedTranslation(platform.db, userId, identity);
  if (!row || row.status !== 'completed' || !row.resultKey) throw new AppError(404, 'digital-order-not-found');
  return { stream: await platform.storage.read(row.resultKey), fileName: translatedFileName(row.fileName), size: row.resultSize };
}

/** The free Chinese translation: one use of Chinese → English, once per account, valid for a year. */
export async function requestChineseTrial(db: Db, application: Application, userId: number, now: Date): Promise<{ eligible: boolean }> {
  if (!application.featureFlags.chinese_digital_translation) return { eligible: false };
  const granted = await grantTrial(db, userId, 'translation-package', { label: 'Free Chinese translation', allowedLanguages: [CHINESE_TO_ENGLISH], numberOfUses: 1, validDays: 365 }, now);
  return { eligible: granted };
}
