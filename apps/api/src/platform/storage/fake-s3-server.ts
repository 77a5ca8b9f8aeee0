import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';

/**
 * Test support: the handful of S3 calls the store makes (put, multipart, get, head, delete), path-style,
 * in memory, without checking signatures. It stands in for MinIO so the real AWS SDK is exercised over HTTP.
 */
export interface FakeS3 {
  url: (bucket: string) => string;
  objects: Map<string, Buffer>;
  /** Multipart uploads begun so far. */
  multipartStarted: () => number;
  /** Multipart uploads begun and neither completed nor aborted. */
  openUploads: Map<string, Map<number, Buffer>>;
  close(): Promise<void>;
}

export async function startFakeS3(): Promise<FakeS3> {
  const objects = new Map<string, Buffer>();
  const openUploads = new Map<string, Map<number, Buffer>>();
  let started = 0;
  const server: Server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      res.statusCode = 500;
      res.end(String(err));
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = decodeURIComponent(url.pathname.slice(1)); // bucket/key
    const uploadId = url.searchParams.get('uploadId');
    const method = req.method ?? 'GET';
    if (method === 'POST' && url.searchParams.has('uploads')) {
      started++;
      const id = randomUUID();
      openUploads.set(id, new Map());
      return xml(res, `<InitiateMultipartUploadResult><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`);
    }
    if (method === 'PUT') {
      const body = decodeBody(req, await buffer(req));
      if (uploadId) openUploads.get(uploadId)?.set(Number(url.searchParams.get('partNumber')), body);
      else objects.set(path, body);
      res.setHeader('ETag', `"${randomUUID()}"`);
      return void res.end();
    }
    if (method === 'POST' && uploadId) {
      await buffer(req);
      const parts = openUploads.get(uploadId);
      if (!parts) return notFound(res, 'NoSuchUpload');
      objects.set(path, Buffer.concat([...parts.entries()].sort(([a], [b]) => a - b).map(([, part]) => part)));
      openUploads.delete(uploadId);
      return xml(res, `<CompleteMultipartUploadResult><ETag>"done"</ETag></CompleteMultipartUploadResult>`);
    }
    if (method === 'DELETE') {
      if (uploadId) openUploads.delete(uploadId);
      else objects.delete(path);
      res.statusCode = 204;
      return void res.end();
    }
    const object = objects.get(path);
    if (!object) return notFound(res, 'NoSuchKey', method === 'HEAD');
    res.setHeader('Content-Length', object.length);
    res.end(method === 'HEAD' ? undefined : object);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (bucket) => `s3://test:secret@127.0.0.1:${port}/${bucket}?forcePathStyle=true&tls=false`,
    objects,
    multipartStarted: () => started,
    openUploads,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function xml(res: ServerResponse, body: string): void {
  res.setHeader('Content-Type', 'application/xml');
  res.end(`<?xml version="1.0" encoding="UTF-8"?>${body}`);
}

function notFound(res: ServerResponse, code: string, headOnly = false): void {
  res.statusCode = 404;
  if (headOnly) return void res.end();
  xml(res, `<Error><Code>${code}</Code><Message>not found</Message></Error>`);
}

/** The SDK may send `aws-chunked` bodies (size;ext\r\n data \r\n … 0\r\n trailers), used for its checksums. */
function decodeBody(req: IncomingMessage, raw: Buffer): Buffer {
  if (!String(req.headers['content-encoding'] ?? '').includes('aws-chunked')) return raw;
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', offset);
    const size = parseInt(raw.subarray(offset, lineEnd).toString('latin1').split(';')[0] ?? '0', 16);
    if (!size) return Buffer.concat(parts);
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
}
