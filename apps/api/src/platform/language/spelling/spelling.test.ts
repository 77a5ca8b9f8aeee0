import { describe, expect, it } from 'vitest';
import { CandidateIndex, editDistance } from './spelling';
import { corrected, findingsOf } from '../rules/rule-test-support';

describe('spelling', () => {
  it('measures edits with swapped letters counted once', () => {
    expect(editDistance('recieve', 'receive')).toBe(1);
    expect(editDistance('analisys', 'analysis')).toBe(2);
    expect(editDistance('abc', 'xyzw', 2)).toBe(3);
  });

  it('finds candidates one or two edits away through its deletion index', () => {
    const index = new CandidateIndex(['experimental', 'independent', 'occurrence', 'analysis']);
    expect([...index.near('experimantal', 1).keys()]).toEqual(['experimental']);
    expect(index.near('analisys', 2).get('analysis')).toBe(2);
  });

  it('mends typical slips in context', async () => {
    expect(await corrected('The samples were kept in a seperate freezer.')).toBe('The samples were kept in a separate freezer.');
    expect(await corrected('Failures occured at the interface.')).toBe('Failures occurred at the interface.');
    expect(await corrected('This is particulary useful for small cohorts.')).toBe('This is particularly useful for small cohorts.');
  });

  it('leaves scientific words, symbols, names, Latin and loanwords alone', async () => {
    for (const text of [
      'A multilayer perceptron and a lattice Boltzmann solver were compared.',
      'The kcat and qmax values were fitted in the mgcv package.',
      'Reads were trimmed with fastp (v0.23.2) and the façade was naïve.',
      'Cells of the substantia nigra pars compacta were counted.',
      'Nanorods were overexpressed in hyperparameter sweeps.',
    ]) expect(await findingsOf(text, 'spelling')).toEqual([]);
  });
});
