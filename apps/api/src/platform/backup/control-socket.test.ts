import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { claimControlSocket, controlSocketPath, portalIsRunning, requestSnapshot } from './control-socket';

describe('the control socket of an embedded installation', () => {
  it('lets one process hold the data: a second claim is refused until the first lets go', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mg-control-'));
    expect(await portalIsRunning(dataDir)).toBe(false);
    const first = await claimControlSocket(dataDir);
    expect(await portalIsRunning(dataDir)).toBe(true);
    await expect(claimControlSocket(dataDir)).rejects.toThrow(/another process of the portal is running/);
    // Holding the socket without a database to copy (a backup or restore in progress): snapshots are refused.
    await expect(requestSnapshot(dataDir)).rejects.toThrow(/busy: a backup or restore holds the data/);
    first.serve(async () => new Blob([Buffer.from('snapshot bytes')]));
    const answer = await requestSnapshot(dataDir);
    const chunks: Buffer[] = [];
    for await (const chunk of answer) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('snapshot bytes');
    await first.close();
    expect(await portalIsRunning(dataDir)).toBe(false);
    const again = await claimControlSocket(dataDir);
    await again.close();
  });

  it('takes over the socket file a killed process left behind', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mg-control-'));
    writeFileSync(controlSocketPath(dataDir), '');
    expect(await portalIsRunning(dataDir)).toBe(false);
    const claimed = await claimControlSocket(dataDir);
    expect(await portalIsRunning(dataDir)).toBe(true);
    await claimed.close();
  });

  it('puts the socket in the temporary folder when the data directory is too deep for a socket path', () => {
    const deep = join(tmpdir(), 'x'.repeat(120));
    expect(controlSocketPath(deep)).toMatch(/marginalia-[0-9a-f]{16}\.sock$/);
    expect(controlSocketPath('/srv/marginalia/data')).toBe('/srv/marginalia/data/portal.sock');
  });
});
