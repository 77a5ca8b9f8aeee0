import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small server speaking LibreTranslate's API on 127.0.0.1, for the HTTP engine's tests and the Chinese
 * journey: `GET /languages`, and `POST /translate` ({ q: string | string[], source, target, format,
 * api_key }) answering { translatedText }. It translates with a phrase table (longest phrases first) and
 * leaves everything else — placeholders, tags, numbers — as it came. `mode` makes it fail on purpose.
 */
export interface LibreTranslateTestServer {
  url: string;
  /** 'ok'; 'down' answers 503; 'slow' answers after `slowMs`. */
  mode: 'ok' | 'down' | 'slow';
  slowMs: number;
  requests: { source: string; target: string; q: string[]; apiKey: string | null }[];
  close(): Promise<void>;
}

const PHRASES: Record<string, string> = {
  结果表明: 'The results showed that',
  患者: 'patients',
  治疗: 'treatment',
  显著: 'significantly',
  降低: 'reduced',
  死亡率: 'mortality',
  组: 'group',
  的: '',
  了: '',
  和: 'and',
  在: 'in',
  中: '',
  研究: 'study',
  方法: 'Methods',
  结果: 'Results',
  本: 'This',
  共纳入: 'A total of',
  例: '',
};

function translate(text: string): string {
  const keys = Object.keys(PHRASES).sort((a, b) => b.length - a.length);
  let out = text;
  for (const key of keys) out = out.split(key).join(` ${PHRASES[key]} `);
  return out.replace(/，/g, ', ').replace(/。/g, '. ').replace(/（/g, ' (').replace(/）/g, ') ').replace(/\s+/g, ' ').trim();
}

async function body(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return null;
  }
}

export async function startLibreTranslateTestServer(options: { apiKey?: string } = {}): Promise<LibreTranslateTestServer> {
  const state: Omit<LibreTranslateTestServer, 'url' | 'close'> = { mode: 'ok', slowMs: 2000, requests: [] };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const send = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      if (state.mode === 'down') return send(503, { error: 'Service unavailable' });
      if (state.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, state.slowMs));
      if (request.method === 'GET' && request.url === '/languages') {
        return send(200, [
          { code: 'en', name: 'English', targets: ['zh', 'es', 'pt'] },
          { code: 'zh', name: 'Chinese', targets: ['en'] },
        ]);
      }
      if (request.method === 'POST' && request.url === '/translate') {
        const payload = (await body(request)) as { q?: unknown; source?: string; target?: string; api_key?: string } | null;
        if (options.apiKey && payload?.api_key !== options.apiKey) return send(403, { error: 'Invalid API key' });
        const q = payload?.q;
        const list = Array.isArray(q) ? q.filter((item): item is string => typeof item === 'string') : typeof q === 'string' ? [q] : null;
        if (!list || !payload?.source || !payload.target) return send(400, { error: 'Invalid request' });
        state.requests.push({ source: payload.source, target: payload.target, q: list, apiKey: payload.api_key ?? null });
        const translated = list.map(translate);
        return send(200, { translatedText: Array.isArray(q) ? translated : translated[0] });
      }
      return send(404, { error: 'Not found' });
    })().catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const result = state as LibreTranslateTestServer;
  result.url = `http://127.0.0.1:${port}`;
  result.close = () => new Promise((resolve) => server.close(() => resolve()));
  return result;
}
