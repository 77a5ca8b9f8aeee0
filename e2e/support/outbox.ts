import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

interface OutboxMessage {
  to: string;
  template: string;
  text: string;
  html?: string;
}

/** Soft line breaks and =XX escapes of quoted-printable text (in case a body is stored encoded). */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * The first link matching `pattern` in the newest e-mail of `template` sent to `to`, read from the server's
 * outbox (a JSON file beside each .eml); waits up to 30 s for the mail job to write it.
 */
export async function linkFromOutbox(dataDir: string, to: string, template: string, pattern: RegExp): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith('.json')).sort().reverse();
    for (const name of names) {
      const message = JSON.parse(await readFile(join(outbox, name), 'utf8')) as OutboxMessage;
      if (message.to !== to || message.template !== template) continue;
      const link = pattern.exec(message.text)?.[0] ?? pattern.exec(decodeQuotedPrintable(message.html ?? ''))?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no ${template} e-mail to ${to} in ${outbox}`);
}
