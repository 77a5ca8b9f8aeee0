import { describe, expect, it } from 'vitest';
import { glossaryFor } from './engines';
import { translateSegments } from './segment-translator';
import type { TranslationEngine } from './translation-engine';

/** An engine that answers with a fixed table of segment → translation and records what it was sent. */
function scriptedEngine(answers: Record<string, string>): TranslationEngine & { sent: string[] } {
  const sent: string[] = [];
  return {
    name: 'scripted',
    sent,
    handles: () => true,
    availability: async () => ({ available: true }),
    async translate(segments) {
      sent.push(...segments);
      return segments.map((segment) => answers[segment] ?? segment);
    },
  };
}

const pair = { source: 'es' as const, target: 'en' as const };

describe('translating segments', () => {
  it('sends placeholders instead of what must not change, and puts it back in English notation', async () => {
    const engine = scriptedEngine({ 'Las células ZZ0ZZ crecieron un ZZ1ZZ (ZZ2ZZ).': 'The ZZ0ZZ cells grew a ZZ1ZZ (ZZ2ZZ).' });
    const [pieces] = await translateSegments(engine, pair, [[{ text: 'Las células HeLa crecieron un 12,5 % (p < 0,01).', mark: 0 }]], null);
    expect(engine.sent).toEqual(['Las células ZZ0ZZ crecieron un ZZ1ZZ (ZZ2ZZ).']);
    expect(pieces).toEqual([{ text: 'The HeLa cells grew 12.5% (p < 0.01).', mark: 0 }]);
  });

  it('lets the glossary override the engine and keeps formatting marks with their words', async () => {
    const engine = scriptedEngine({ 'El ZZ0ZZ se aisló de <g1>cerdos</g1> sanos.': 'The ZZ0ZZ was isolated from healthy <g1>pigs</g1>.' });
    const [pieces] = await translateSegments(engine, pair, [[{ text: 'El ADN se aisló de ', mark: 0 }, { text: 'cerdos', mark: 1 }, { text: ' sanos.', mark: 0 }]], glossaryFor('es'));
    expect(pieces).toEqual([
      { text: 'The DNA was isolated from healthy ', mark: 0 },
      { text: 'pigs', mark: 1 },
      { text: '.', mark: 0 },
    ]);
  });

  it('does not send a segment without words (a table cell of numbers) and still writes it the English way', async () => {
    const engine = scriptedEngine({});
    const [pieces] = await translateSegments(engine, pair, [[{ text: '54,3 ± 9,8', mark: 0 }]], null);
    expect(engine.sent).toEqual([]);
    expect(pieces).toEqual([{ text: '54.3 ± 9.8', mark: 0 }]);
  });

  it('puts the subject of a sentence-initial passive first', async () => {
    const engine = scriptedEngine({ 'ZZ0ZZ 248 pacientes con diabetes.': 'ZZ0ZZ 248 patients with diabetes.' });
    const [pieces] = await translateSegments(engine, pair, [[{ text: 'Se incluyeron 248 pacientes con diabetes.', mark: 0 }]], glossaryFor('es'));
    expect(pieces?.[0]?.text).toBe('248 patients with diabetes were included.');
  });
});
