import { describe, expect, it } from 'vitest';
import { createInflector } from './inflection';

const known = new Set(['prevent', 'rotate', 'study', 'stop', 'occur', 'label', 'show', 'drink', 'use', 'admit']);
const american = createInflector({ isWord: (w) => known.has(w) });
const british = createInflector({ british: true, isWord: (w) => known.has(w) });

describe('inflection', () => {
  it('forms plurals and singulars, Latin and Greek ones included', () => {
    expect(['study', 'analysis', 'criterion', 'mouse', 'matrix', 'box', 'plant'].map((n) => american.plural(n))).toEqual(['studies', 'analyses', 'criteria', 'mice', 'matrices', 'boxes', 'plants']);
    expect(['studies', 'analyses', 'data', 'boxes', 'species'].map((n) => american.singular(n))).toEqual(['study', 'analysis', 'datum', 'box', 'species']);
  });

  it('finds the base of a verb form and builds the others', () => {
    expect(['prevented', 'rotated', 'studied', 'stopped', 'occurred', 'shown', 'drank'].map((v) => american.base(v))).toEqual(['prevent', 'rotate', 'study', 'stop', 'occur', 'show', 'drink']);
    expect(american.past('stop')).toBe('stopped');
    expect(american.participle('show')).toBe('shown');
    expect(american.gerund('use')).toBe('using');
    expect(american.gerund('admit')).toBe('admitting');
    expect(american.thirdPerson('study')).toBe('studies');
  });

  it('doubles the l of labelled in British English only', () => {
    expect(american.past('label')).toBe('labeled');
    expect(british.past('label')).toBe('labelled');
  });

  it('compares short adjectives with -er and leaves long ones to "more"', () => {
    expect(american.comparative('short')).toBe('shorter');
    expect(american.comparative('big')).toBe('bigger');
    expect(american.comparative('easy')).toBe('easier');
    expect(american.superlative('large')).toBe('largest');
    expect(american.comparative('efficient')).toBeNull();
    expect(american.comparative('good')).toBe('better');
  });
});
