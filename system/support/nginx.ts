import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Debian's nginx running the deployment example of docs/deploy/nginx/ — the site file and its proxy snippet as
 * they are shipped, with only what differs on a test machine replaced: the upstream servers, the ports, the
 * certificate and the snippet's path. A self-signed certificate for 127.0.0.1 is made with openssl.
 */
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SITE_FILE = join(REPO_ROOT, 'docs/deploy/nginx/marginalia.conf');
export const PROXY_SNIPPET = join(REPO_ROOT, 'docs/deploy/nginx/marginalia-proxy.conf');

/** Where nginx is, or null when it is not installed (`.ci/run` installs it). */
export function nginxBinary(): string | null {
  for (const path of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(path)) return path;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : null;
}

export interface SiteOptions {
  /** `host:port` of each API process, in place of the example's upstream servers. */
  upstreams: string[];
  httpPort: number;
  httpsPort: number;
  certificate: string;
  key: string;
  snippet: string;
  /** Extra server-level lines (a test location), added at the end of the HTTPS server. */
  extra?: string;
}

/** The shipped site file with the machine-specific parts replaced; throws if a part it replaces is gone. */
export function renderSite(options: SiteOptions): string {
  let site = readFileSync(SITE_FILE, 'utf8');
  const replace = (pattern: RegExp, by: string) => {
    if (!pattern.test(site)) throw new Error(`${SITE_FILE} no longer has ${pattern}: update system/support/nginx.ts`);
    site = site.replace(pattern, by);
  };
  replace(
    /(\n\s*server 127\.0\.0\.1:300\d[^\n]*)+/,
    options.upstreams.map((upstream) => `\n    server ${upstream} max_fails=3 fail_timeout=10s;`).join(''),
  );
  // The test machine may have no IPv6: its listen lines go.
  replace(/\n\s*listen \[::\]:80;/, '');
  replace(/\n\s*listen \[::\]:443 ssl http2;/, '');
  replace(/listen 80;/, `listen 127.0.0.1:${options.httpPort};`);
  replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${options.httpsPort} ssl http2;`);
  replace(/ssl_certificate \/etc\/letsencrypt\/[^;]+;/, `ssl_certificate ${options.certificate};`);
  replace(/ssl_certificate_key \/etc\/letsencrypt\/[^;]+;/, `ssl_certificate_key ${options.key};`);
  replace(/include \/etc\/nginx\/snippets\/marginalia-proxy\.conf;/, `include ${options.snippet};`);
  if (options.extra) {
    const end = site.lastIndexOf('}');
    site = `${site.slice(0, end)}${options.extra}\n}\n`;
  }
  return site;
}

export interface RunningNginx {
  /** Every line nginx logged at warn or above (buffering to temporary files is logged at warn). */
  errorLog(): string;
  stop(): Promise<void>;
}

/** A self-signed certificate for 127.0.0.1 (and localhost), valid two days. */
export function selfSignedCertificate(dir: string): { certificate: string; key: string } {
  const certificate = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { stdio: 'ignore' },
  );
  return { certificate, key };
}

/** Starts nginx in the foreground with a main configuration like Debian's, including `site`; resolves once it listens. */
export async function startNginx(binary: string, dir: string, site: string, ports: number[]): Promise<RunningNginx> {
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, sub), { recursive: true });
  writeFileSync(join(dir, 'site.conf'), site);
  const errorLog = join(dir, 'error.log');
  const main = `
daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${errorLog} warn;
events { worker_connections 256; }
http {
  sendfile on;
  tcp_nopush on;
  types_hash_max_size 2048;
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${join(dir, 'access.log')};
  client_body_temp_path ${join(dir, 'body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
  gzip on;
  include ${join(dir, 'site.conf')};
}
`;
  writeFileSync(join(dir, 'nginx.conf'), main);
  const check = spawnSync(binary, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refuses the configuration:\n${check.stderr}`);
  const child: ChildProcess = spawn(binary, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  for (const port of ports) {
    for (;;) {
      const listening = await new Promise<boolean>((resolve) => {
        import('node:net').then(({ connect }) => {
          const socket = connect(port, '127.0.0.1');
          socket.once('connect', () => (socket.destroy(), resolve(true)));
          socket.once('error', () => resolve(false));
        });
      });
      if (listening) break;
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    errorLog: () => (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '') + stderr,
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
