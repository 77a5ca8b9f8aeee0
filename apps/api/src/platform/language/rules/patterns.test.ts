import { describe, expect, it } from 'vitest';
import { compileCollocations } from './patterns';
import { createInflector } from '../text/inflection';
import { tokenizeParagraph } from '../text/tokens';

const inflect = createInflector();

function matches(pattern: string, replacement: string, text: string): string[] {
  const find = compileCollocations([{ pattern, replacement }], inflect);
  return tokenizeParagraph(text).flatMap((s) => find(s.tokens).map((m) => `${text.slice(m.first.start, m.last.end)} → ${m.replacement}`));
}

describe('the collocation patterns', () => {
  it('matches any form of a lemma and keeps the form in the replacement', () => {
    expect(matches('[=realize] the|an experiment|experiments', '{form:perform}', 'They realized the experiments twice.')).toEqual(['realized → performed']);
    expect(matches('[=realize] the|an experiment|experiments', '{form:perform}', 'She realizes the experiment is late.')).toEqual(['realizes → performs']);
  });

  it('tries optional words both taken and skipped', () => {
    expect(matches('[=dispose of] a ?#ADJ|#NOUN ?#ADJ|#NOUN microscope', '{form:have}', 'The lab disposes of a confocal microscope.')).toEqual(['disposes of → has']);
  });

  it('reads temperatures and dates as units of their own', () => {
    expect(matches('[in] @temperature', 'at', 'Stored in 4 °C and in room temperature.')).toEqual(['in → at', 'in → at']);
    expect(matches('[in] @month @day', 'on', 'Sampled in March 15 and in March 2021.')).toEqual(['in → on']);
  });
});
