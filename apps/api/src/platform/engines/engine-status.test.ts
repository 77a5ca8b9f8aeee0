import { describe, expect, it } from 'vitest';
import { EngineRegistry } from './engine-status';

describe('the engine registry', () => {
  it('reports each engine by name, and one whose check throws or hangs as unavailable, without waiting for it', async () => {
    const engines = new EngineRegistry();
    engines.register('translation-apertium', 'translation', () => ({ state: 'available', capabilities: ['es-en', 'pt-en'] }));
    engines.register('grammar', 'grammar', async () => {
      throw new Error('harper.js did not load');
    });
    engines.register('translation-remote', 'translation', () => new Promise(() => undefined));
    const started = performance.now();
    expect(await engines.statuses(200)).toEqual([
      { name: 'grammar', kind: 'grammar', state: 'unavailable', capabilities: [], detail: 'harper.js did not load' },
      { name: 'translation-apertium', kind: 'translation', state: 'available', capabilities: ['es-en', 'pt-en'], detail: null },
      { name: 'translation-remote', kind: 'translation', state: 'unavailable', capabilities: [], detail: 'no answer within 200 ms' },
    ]);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses a second engine of the same name', () => {
    const engines = new EngineRegistry();
    engines.register('grammar', 'grammar', () => ({ state: 'available', capabilities: ['en'] }));
    expect(() => engines.register('grammar', 'grammar', () => ({ state: 'available', capabilities: ['en'] }))).toThrow(
      /already registered/,
    );
  });
});
