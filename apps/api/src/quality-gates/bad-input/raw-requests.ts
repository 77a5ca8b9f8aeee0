import { connect } from 'node:net';

/** What came back on a raw connection: a status line, a close without one, or nothing in time. */
export interface RawOutcome {
  status: number | null;
  /** The server closed the connection without a complete status line. */
  closedWithoutResponse: boolean;
  timedOut: boolean;
}

/**
 * Writes `bytes` on a fresh connection, then, when `halfClose`, ends the client's side (the client is gone
 * before its body is complete), and reads until the server answers or closes, or `timeoutMs` passes.
 */
export function rawExchange(port: number, bytes: Buffer, options: { halfClose: boolean; timeoutMs: number }): Promise<RawOutcome> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    let received = '';
    let settled = false;
    const finish = (outcome: Omit<RawOutcome, 'status'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(received);
      resolve({ status: match ? Number(match[1]) : null, ...outcome, closedWithoutResponse: outcome.closedWithoutResponse && !match });
    };
    const timer = setTimeout(() => finish({ closedWithoutResponse: false, timedOut: true }), options.timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (/^HTTP\/1\.[01] \d{3}/.test(received) && received.includes('\r\n\r\n')) finish({ closedWithoutResponse: false, timedOut: false });
    });
    // The server's end of the connection (half-open on our side, so 'close' alone would wait for ours).
    socket.on('end', () => finish({ closedWithoutResponse: true, timedOut: false }));
    socket.on('error', () => finish({ closedWithoutResponse: true, timedOut: false }));
    socket.on('close', () => finish({ closedWithoutResponse: true, timedOut: false }));
    socket.write(bytes, () => {
      if (options.halfClose) socket.end();
    });
  });
}

export interface RawCase {
  name: string;
  bytes: Buffer;
  halfClose: boolean;
  /** A close without an answer is acceptable (the client went away before its request was complete). */
  closeAllowed: boolean;
}

function head(method: string, target: string, headers: Record<string, string>): string {
  return `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}`;
}

/**
 * Requests only a socket can send: bodies cut short and the connection half-closed (an answer of 400 or a
 * close is fine, a 5xx or a hang is not), a chunked body cut mid-chunk, and a path with raw bytes of an
 * unpaired surrogate (which must be answered).
 */
export function rawCases(method: string, target: string, headers: Record<string, string>): RawCase[] {
  const json = '{"title":"a manuscript","wordCount":12';
  const boundary = '----badinputraw';
  const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nmanuscript\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.docx"\r\n\r\nPK\u0003\u0004 half a fi`;
  return [
    {
      name: 'JSON body cut short (content-length 10000, 38 bytes sent, then the client closes)',
      bytes: Buffer.from(`${head(method, target, { ...headers, 'content-type': 'application/json', 'content-length': '10000' })}\r\n${json}`),
      halfClose: true,
      closeAllowed: true,
    },
    {
      name: 'multipart body cut short in the file (content-length 100000, then the client closes)',
      bytes: Buffer.from(`${head(method, target, { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': '100000' })}\r\n${multipart}`),
      halfClose: true,
      closeAllowed: true,
    },
    {
      name: 'chunked JSON body cut in the middle of a chunk, then the client closes',
      bytes: Buffer.from(`${head(method, target, { ...headers, 'content-type': 'application/json', 'transfer-encoding': 'chunked' })}\r\n400\r\n${json}`),
      halfClose: true,
      closeAllowed: true,
    },
    {
      name: 'raw bytes of an unpaired surrogate and of invalid UTF-8 in the path and the query',
      bytes: Buffer.concat([
        Buffer.from(`${method} ${target}`),
        Buffer.from([0xed, 0xa0, 0x80, 0xff]),
        Buffer.from('?q='),
        Buffer.from([0xed, 0xa0, 0x80]),
        Buffer.from(` HTTP/1.1\r\nHost: 127.0.0.1\r\n${Object.entries({ ...headers, 'content-length': '0', connection: 'close' })
          .map(([n, v]) => `${n}: ${v}\r\n`)
          .join('')}\r\n`),
      ]),
      halfClose: false,
      closeAllowed: false,
    },
  ];
}
