import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { certificateVerificationUrl } from '@marginalia/contracts/certificates/certificates.paths';
import type { Certificate, CertificateSaveRequest, CertificateVerification } from '@marginalia/contracts/certificates/certificate.contract';
import { certificateDetailsFormSchema } from '@marginalia/contracts/certificates/certificate.contract';
import { archivePaths } from '@marginalia/contracts/orders/completed-files';
import type { DeliverablesResponse } from '@marginalia/contracts/orders/deliverables.contract';
import { downloadAvailable } from '@marginalia/contracts/orders/download-rules';
import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { normaliseCertificateCode } from './certificate-code';
import { AppError } from '../../platform/errors/app-error';
import { requestLanguage } from '../../platform/http/request-language';
import { attemptsWithin, consumeRateLimit, limitReached, type RateLimitRule } from '../../platform/security/rate-limit';
import { requireUser } from '../../platform/session/session';
import { findDeliverable, findDeliverables } from '../../platform/deliverables/deliverable-store';
import {
  findCertificateByCode,
  findCertifiedFiles,
  findOrderCertificate,
  findOwnedCertificate,
  findServiceNames,
  updateCertificateDetails,
  type CertificateFacts,
} from './certificates.repository';
import { certificatePdf } from './pdf/certificate-pdf';
import { renderedPdfCache } from './pdf/rendered-pdf-cache';

/**
 * Misses per client address before the public lookups refuse for a while. Codes are long and random
 * already; this stops anyone from trying codes by the thousand, while a person mistyping a few is fine.
 */
export const VERIFICATION_MISS_LIMIT = { limit: 20, windowMs: 15 * 60 * 1000 };

function missRule(request: FastifyRequest): RateLimitRule {
  return { bucket: `certificate-miss:address:${request.ip || 'unknown'}`, ...VERIFICATION_MISS_LIMIT };
}

/** A certificate counts (is shown, verified and printed) once its order's files are the customer's. */
function valid(facts: CertificateFacts): boolean {
  return downloadAvailable({ status: facts.orderStatus, paid: facts.paid, overrideDownloadAvailable: facts.overrideDownloadAvailable });
}

function view(facts: CertificateFacts): Certificate {
  return { code: facts.code, externalId: facts.externalId, title: facts.title, authors: facts.authors, issuedOn: facts.issuedOn.toISOString() };
}

/** The public lookup: a valid certificate, or 404 certificate-verification-error counted as a miss. */
async function publicCertificate(app: FastifyInstance, request: FastifyRequest, code: string): Promise<CertificateFacts> {
  const { db } = app.platform;
  const rule = missRule(request);
  if ((await attemptsWithin(db, rule, new Date())) >= rule.limit) {
    throw limitReached(rule);
  }
  // Case, spaces and dashes are forgiven; what cannot be a code is a miss without a lookup.
  const normalised = normaliseCertificateCode(code);
  const facts = normalised ? await findCertificateByCode(db, normalised) : null;
  if (facts && valid(facts)) return facts;
  await consumeRateLimit(db, [rule]);
  throw new AppError(404, 'certificate-verification-error');
}

/**
 * GET /api/certificate/{code}: public. What the certificate states and the fingerprints of the files it
 * covers; nothing about the customer's account.
 */
export async function verifyCertificate(app: FastifyInstance, request: FastifyRequest, code: string): Promise<{ certificate: CertificateVerification }> {
  const facts = await publicCertificate(app, request, code);
  const [services, files] = await Promise.all([findServiceNames(app.platform.db, facts.orderId), findCertifiedFiles(app.platform.db, facts.orderId)]);
  return { certificate: { ...view(facts), services, wordCount: facts.wordCount, completedAt: facts.completedAt?.toISOString() ?? null, files } };
}

/** GET /api/certificate/{code}/pdf: public like the verification, in the asker's language. */
export async function certificatePdfFile(app: FastifyInstance, request: FastifyRequest, code: string): Promise<CertificatePdf> {
  const facts = await publicCertificate(app, request, code);
  return renderCertificate(app, facts, requestLanguage(request));
}

/**
 * The certificate of an order whose files are the customer's, as its PDF, for the order's Download All
 * Files archive (the caller has checked the order is the asker's); null when the order has none.
 */
export async function orderCertificatePdf(app: FastifyInstance, orderId: number, language: SiteLanguage): Promise<CertificatePdf | null> {
  const facts = await findOrderCertificate(app.platform.db, orderId);
  return facts && valid(facts) ? renderCertificate(app, facts, language) : null;
}

interface CertificatePdf {
  pdf: Buffer;
  fileName: string;
}

/**
 * Certificates rendered lately, by what they print: listing an order's files gives the certificate's size,
 * and rendering it for every list (the details page of every certified order) cost far more CPU than the
 * rest of the request. About 16 KB each.
 */
const renderedCertificates = renderedPdfCache(certificatePdf, 200);

async function renderCertificate(app: FastifyInstance, facts: CertificateFacts, language: SiteLanguage): Promise<CertificatePdf> {
  const services = await findServiceNames(app.platform.db, facts.orderId);
  const pdf = await renderedCertificates.get({
    language,
    companyName: facts.companyName,
    code: facts.code,
    title: facts.title,
    authors: facts.authors,
    externalId: facts.externalId,
    services,
    wordCount: facts.wordCount,
    issuedOn: facts.issuedOn,
    timeZone: facts.ownerTimeZone,
    verificationUrl: certificateVerificationUrl(app.platform.config.publicUrl, language, facts.code),
  });
  return { pdf, fileName: `certificate-${facts.code.replace(/[^A-Za-z0-9_-]/g, '')}.pdf` };
}

async function ownedCertificate(app: FastifyInstance, request: FastifyRequest, code: string): Promise<CertificateFacts> {
  const user = requireUser(request);
  const normalised = normaliseCertificateCode(code);
  const facts = normalised ? await findOwnedCertificate(app.platform.db, user.id, normalised) : null;
  if (!facts) throw new AppError(404, 'not-found');
  return facts;
}

/**
 * PUT /api/certificate/save/{code}: the owner sets the project title and authors printed on the
 * certificate. `externalId`, when sent, must be the certificate's order.
 */
export async function saveCertificate(app: FastifyInstance, request: FastifyRequest, code: string, body: CertificateSaveRequest): Promise<{ certificateDetails: Certificate; error: null }> {
  const facts = await ownedCertificate(app, request, code);
  if (body.externalId && body.externalId !== facts.externalId) throw new AppError(404, 'not-found');
  const details = certificateDetailsFormSchema.parse(body);
  // Authors as a tidy list: single spaces, no empty entries between commas.
  const authors = details.authors
    .split(',')
    .map((name) => name.trim().replace(/\s+/g, ' '))
    .filter((name) => name !== '')
    .join(', ');
  if (authors === '') throw new AppError(400, 'validation-error', {}, { authors: 'project-authors-required' });
  const saved = await updateCertificateDetails(app.platform.db, facts.id, { title: details.title.replace(/\s+/g, ' '), authors }, new Date());
  if (!saved) throw new AppError(404, 'not-found');
  return { certificateDetails: { ...view(facts), title: saved.title, authors: saved.authors }, error: null };
}

/**
 * GET /api/certificate/{code}/deliverables: owner only. The code is printed on a certificate the
 * researcher hands to journals; the files behind it are their unpublished manuscript, so holding the code
 * must not be enough to read them.
 */
export async function certificateDeliverables(app: FastifyInstance, request: FastifyRequest, code: string): Promise<DeliverablesResponse> {
  const facts = await ownedCertificate(app, request, code);
  if (!valid(facts)) return { files: [], companyName: facts.companyName, externalId: facts.externalId, error: 'order-files-awaiting-payment' };
  const rows = await findDeliverables(app.platform.db, facts.orderId);
  const paths = archivePaths(rows.map((row) => row.name));
  return {
    files: rows.map((row, index) => ({ key: row.publicId, path: paths[index] ?? row.name, size: row.size, name: row.name, kind: row.kind, contentType: row.contentType })),
    companyName: facts.companyName,
    externalId: facts.externalId,
    error: null,
  };
}

export async function certificateDeliverable(
  app: FastifyInstance,
  request: FastifyRequest,
  code: string,
  key: string,
): Promise<{ file: { name: string; contentType: string; size: number }; body: Readable }> {
  const facts = await ownedCertificate(app, request, code);
  if (!valid(facts)) throw new AppError(403, 'order-files-awaiting-payment');
  const row = await findDeliverable(app.platform.db, facts.orderId, key);
  if (!row) throw new AppError(404, 'file-not-found');
  return { file: { name: row.name, contentType: row.contentType, size: row.size }, body: await app.platform.storage.read(row.storageKey) };
}
