import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A stored file as a download: the name in both header forms (ASCII fallback and UTF-8), never cached. */
export function sendStoredFile(reply: FastifyReply, file: { name: string; contentType: string; size: number }, body: Readable): FastifyReply {
  const fallback = file.name.replace(/[^A-Za-z0-9._-]/g, '_') || 'file';
  return reply
    .header('content-type', file.contentType || 'application/octet-stream')
    .header('content-length', String(file.size))
    .header('content-disposition', `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(body);
}
