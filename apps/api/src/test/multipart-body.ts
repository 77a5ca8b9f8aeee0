import { randomBytes } from 'node:crypto';

/** Test support: a multipart body as a browser's FormData sends it — text fields first, then the file (when given). */
export function multipartBody(fields: Record<string, string>, file?: { name: string; content: Buffer }) {
  const boundary = `----mg${randomBytes(6).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`), file.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
