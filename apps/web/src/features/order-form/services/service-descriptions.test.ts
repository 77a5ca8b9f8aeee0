import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/order-services.json';
import enNames from '../../../locales/en/service-names.json';
import { SERVICE_IDENTITIES } from '@marginalia/contracts/catalogue/service-identities';
import { DESCRIPTION_ENTRIES, SERVICE_FEATURES, featuresOf } from './service-descriptions';

const catalogue: Record<string, string> = en;
const names: Record<string, string> = enNames;

describe('service description modal and feature lists', () => {
  it('has 22 distinct entries, including the six listed below', () => {
    expect(DESCRIPTION_ENTRIES).toHaveLength(22);
    expect(new Set(DESCRIPTION_ENTRIES).size).toBe(22);
    for (const named of [
      'editing-certificate',
      'unlimited-re-editing',
      'plagiarism-check',
      'digital-editing',
      'translation',
      'figure-formatting',
    ]) {
      expect(DESCRIPTION_ENTRIES).toContain(named);
    }
  });

  it('gives every entry a title and a description of two to four sentences', () => {
    for (const entry of DESCRIPTION_ENTRIES) {
      expect(catalogue[`description.${entry}.title`], entry).toBeTruthy();
      const text = catalogue[`description.${entry}.text`] ?? '';
      const sentences = text.split(/(?<=[.!?])\s+/).filter((part) => part.trim() !== '');
      expect(sentences.length, entry).toBeGreaterThanOrEqual(2);
      expect(sentences.length, entry).toBeLessThanOrEqual(4);
    }
  });

  it('names and describes every service, and every feature bullet has its text', () => {
    for (const identity of SERVICE_IDENTITIES) {
      expect(names[identity], identity).toBeTruthy();
      expect(catalogue[`service.${identity}.short`], identity).toBeTruthy();
      for (const feature of SERVICE_FEATURES[identity]) expect(catalogue[`feature.${feature.key}`], feature.key).toBeTruthy();
    }
  });

  it('links most bullets to a modal entry and states the company age in one', () => {
    const all = SERVICE_IDENTITIES.flatMap((identity) => SERVICE_FEATURES[identity]);
    expect(all.every((feature) => feature.entry === null || DESCRIPTION_ENTRIES.includes(feature.entry))).toBe(true);
    expect(all.some((feature) => (catalogue[`feature.${feature.key}`] ?? '').includes('{years}'))).toBe(true);
  });

  it('shows no bullets for a service this release does not know', () => {
    expect(featuresOf('holographic-editing')).toEqual([]);
  });
});
