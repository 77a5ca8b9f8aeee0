/**
 * The name an uploaded file is kept under: the client's base name without control characters or path
 * separators (they never reach the database or a download header), at most 255 characters.
 */
export function cleanUploadName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? 'file';
  return base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 255) || 'file';
}
