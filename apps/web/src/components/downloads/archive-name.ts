/** A file name for the archive of an order's files: the company and the order number, safe on any disk. */
export function archiveFileName(companyName: string, externalId: string): string {
  const safe = (text: string) => text.replace(/[^\p{L}\p{N}._-]+/gu, '-').replace(/^-+|-+$/g, '');
  return `${[safe(companyName), safe(externalId)].filter((part) => part !== '').join('-') || 'files'}.zip`;
}
