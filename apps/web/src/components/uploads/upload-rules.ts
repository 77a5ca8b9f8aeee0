import type { UploadKind } from '@marginalia/contracts/order-form/order-form.paths';
import { formatFileSize } from '@marginalia/contracts/formatting/file-size';

/**
 * The browser's pre-check of a chosen file: the server checks the content
 * again; this only spares the user a long upload that would be refused for its name or size.
 */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The extensions allowed for a kind in `application.allowedFileTypes` ({ main: { extensions: ['.docx', …] } }),
 * lower case with a leading dot; null when the application names no rule (the server decides alone).
 */
export function allowedExtensions(allowedFileTypes: Record<string, unknown>, kind: UploadKind): string[] | null {
  const rule = allowedFileTypes[kind];
  if (!isRecord(rule) || !Array.isArray(rule.extensions)) return null;
  const extensions = rule.extensions
    .filter((each): each is string => typeof each === 'string' && each.trim() !== '')
    .map((each) => {
      const lower = each.trim().toLowerCase();
      return lower.startsWith('.') ? lower : `.${lower}`;
    });
  return extensions.length > 0 ? extensions : null;
}

/**
 * The upload size limit the application announces (`maxUploadBytes`), or null when it announces none.
 * Read defensively: the setting exists on the server; the load may or may not carry it.
 */
export function maxUploadBytesOf(application: object): number | null {
  if (!('maxUploadBytes' in application)) return null;
  const value = application.maxUploadBytes;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

/** '.docx' for 'Paper.final.DOCX'; '' when the name has no extension. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return '';
  return name.slice(dot).toLowerCase();
}

export type FileCheck =
  | { ok: true }
  | { ok: false; reason: 'type'; allowed: string[] }
  | { ok: false; reason: 'size'; maxBytes: number }
  | { ok: false; reason: 'empty' };

export function checkFile(file: { name: string; size: number }, allowed: string[] | null, maxBytes: number | null): FileCheck {
  if (allowed && !allowed.includes(fileExtension(file.name))) return { ok: false, reason: 'type', allowed };
  if (file.size === 0) return { ok: false, reason: 'empty' };
  if (maxBytes !== null && file.size > maxBytes) return { ok: false, reason: 'size', maxBytes };
  return { ok: true };
}

/** The `accept` attribute of the file input, so the browser's picker offers the right files first. */
export function acceptAttribute(allowed: string[] | null): string | undefined {
  return allowed ? allowed.join(',') : undefined;
}

/** A size for people, in the page's locale (kilobytes at least). */
export function formatBytes(bytes: number, locale: string): string {
  return formatFileSize(bytes, locale);
}

/** Whole percent of an upload that is done; a size the browser does not know counts as not started. */
export function uploadPercent(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}
