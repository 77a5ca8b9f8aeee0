import { describe, expect, it } from 'vitest';
import type { OrderFormService } from '@marginalia/contracts/order-form/order-form-view.contract';
import { chosenService, editingShown, nextEnabled, noticeKeys, servicesPayload } from './service-selection';

function service(identity: string, serviceType: string, selected = false): OrderFormService {
  return {
    identity,
    name: identity,
    serviceType,
    featured: false,
    recommended: false,
    disabled: null,
    selected,
    quantity: 1,
    optionsDeterminedByCount: 'words',
    requiresJournalDetails: false,
    includesCertificate: true,
    removable: true,
    option: null,
    rushData: { nonRushOption: null, rushOption: null, rushPriceDifference: null, rushDeadline: null, rushOnly: false },
    serviceOptions: [],
  };
}

const base = { selected: false, declined: false, editingShown: true, saving: false, editingDetails: false };

describe('manuscript services step', () => {
  it('enables Next once a service is chosen', () => {
    expect(nextEnabled(base)).toBe(false);
    expect(nextEnabled({ ...base, selected: true })).toBe(true);
  });

  it('enables Next when editing tiles are shown and declined', () => {
    expect(nextEnabled({ ...base, declined: true })).toBe(true);
    expect(nextEnabled({ ...base, declined: true, editingShown: false })).toBe(false);
  });

  it('keeps Next disabled while saving or editing the manuscript details', () => {
    expect(nextEnabled({ ...base, selected: true, saving: true })).toBe(false);
    expect(nextEnabled({ ...base, selected: true, editingDetails: true })).toBe(false);
  });

  it('clears the selection when editing is declined', () => {
    const services = [service('standard-editing', 'editing', true), service('advanced-editing', 'editing')];
    expect(chosenService(services, false)?.identity).toBe('standard-editing');
    expect(chosenService(services, true)).toBeNull();
    expect(servicesPayload(chosenService(services, true), true)).toEqual({ serviceIdentities: [], declineEditing: true });
    expect(servicesPayload(chosenService(services, false), false)).toEqual({
      serviceIdentities: ['standard-editing'],
      declineEditing: false,
    });
  });

  it('offers to decline only editing (or rework) services', () => {
    expect(editingShown([service('translation', 'translation')])).toBe(false);
    expect(editingShown([service('touch-up', 'editing')])).toBe(true);
  });

  it('warns about the area of study while scientific editing is chosen', () => {
    expect(noticeKeys(['custom-editing-deadline-notice'], true)).toEqual([
      'custom-editing-deadline-notice',
      'scientific-editing-aos-notice',
    ]);
    expect(noticeKeys(['scientific-editing-aos-notice'], false)).toEqual([]);
    expect(noticeKeys(['scientific-editing-aos-notice'], true)).toEqual(['scientific-editing-aos-notice']);
  });
});
