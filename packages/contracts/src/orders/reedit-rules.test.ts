import { describe, expect, it } from 'vitest';
import {
  FREE_REEDIT_DAYS,
  SCIENTIFIC_REWORK_DAYS,
  TOUCH_UP_SERVICE,
  freeReeditSince,
  paidReeditServices,
  reeditLink,
  reeditState,
  showsScientificRework,
  type ReeditFacts,
  type ReeditState,
} from './reedit-rules';

const DAY_MS = 86_400_000;
const now = new Date('2026-06-01T12:00:00.000Z');
const daysAgo = (days: number): Date => new Date(now.getTime() - days * DAY_MS);

/** The seed's map (settings.ts), plus touch-up → touch-up so touch-ups can follow each other. */
const map = {
  'standard-editing': 'standard-editing',
  'advanced-editing': TOUCH_UP_SERVICE,
  'premium-editing': TOUCH_UP_SERVICE,
  'scientific-editing': 'scientific-editing',
  translation: 'advanced-editing',
  [TOUCH_UP_SERVICE]: TOUCH_UP_SERVICE,
};
const allActive = new Set([
  'standard-editing',
  'advanced-editing',
  'premium-editing',
  'scientific-editing',
  'translation',
  'formatting',
  TOUCH_UP_SERVICE,
]);

function facts(overrides: Partial<ReeditFacts> & { services?: string[] } = {}): ReeditFacts {
  const { services = ['advanced-editing'], ...rest } = overrides;
  return {
    status: 'completed',
    completedAt: daysAgo(10),
    downloadAvailable: true,
    lines: services.map((serviceIdentity) => ({ serviceIdentity })),
    reeditServiceMap: map,
    activeServices: allActive,
    inheritedFreeReeditSince: null,
    isRework: false,
    reworkRequested: false,
    now,
    ...rest,
  };
}

function linkOf(input: ReeditFacts): ReturnType<typeof reeditLink> {
  const state = reeditState(input);
  return reeditLink({ ...state, completed: input.status === 'completed', downloadAvailable: input.downloadAvailable });
}

describe('the free re-edit (touch-up)', () => {
  it('is offered for editing sold with unlimited re-editing, within the window', () => {
    const state = reeditState(facts());
    expect(state).toEqual({ containsActiveService: true, touchUpAvailable: true, reeditAvailable: false, scientificReworkEligible: false });
    expect(linkOf(facts())).toBe('free-reedit');
  });

  it(`stays open up to ${FREE_REEDIT_DAYS} days after completion, then becomes a paid re-edit with the order's own service`, () => {
    expect(reeditState(facts({ completedAt: daysAgo(FREE_REEDIT_DAYS) })).touchUpAvailable).toBe(true);
    const closed = facts({ completedAt: daysAgo(FREE_REEDIT_DAYS + 1) });
    expect(reeditState(closed)).toMatchObject({ touchUpAvailable: false, reeditAvailable: true });
    expect(paidReeditServices(closed)).toEqual(['advanced-editing']);
    expect(linkOf(closed)).toBe('paid-reedit');
  });

  it('is inherited by a touch-up order: the window runs from the first completion and is never extended', () => {
    const opened = daysAgo(300);
    const touchUp = facts({ services: [TOUCH_UP_SERVICE], completedAt: daysAgo(2), inheritedFreeReeditSince: opened });
    expect(freeReeditSince(touchUp)).toEqual(opened);
    expect(reeditState(touchUp).touchUpAvailable).toBe(true);
    expect(linkOf(touchUp)).toBe('free-reedit');
    // 66 days after its own completion, but 366 days after the window opened: closed.
    const later = { ...touchUp, now: new Date(opened.getTime() + (FREE_REEDIT_DAYS + 1) * DAY_MS) };
    expect(reeditState(later).touchUpAvailable).toBe(false);
    // A touch-up has no paid service of its own: the researcher is sent to support.
    expect(reeditState(later)).toMatchObject({ containsActiveService: false, reeditAvailable: false });
    expect(linkOf(later)).toBe('support');
  });

  it('uses the order’s own completion when nothing is inherited', () => {
    expect(freeReeditSince({ completedAt: daysAgo(5), inheritedFreeReeditSince: null })).toEqual(daysAgo(5));
    expect(freeReeditSince({ completedAt: null, inheritedFreeReeditSince: null })).toBeNull();
  });

  it('is not offered when the touch-up service is inactive (the paid re-edit is, with the own service)', () => {
    const inactiveTouchUp = new Set([...allActive].filter((service) => service !== TOUCH_UP_SERVICE));
    const state = reeditState(facts({ activeServices: inactiveTouchUp }));
    expect(state).toMatchObject({ touchUpAvailable: false, reeditAvailable: true, containsActiveService: true });
  });
});

describe('the paid re-edit', () => {
  it('re-edits each line with its mapped active service, once each, in line order', () => {
    const input = facts({ services: ['translation', 'standard-editing', 'formatting', 'standard-editing'] });
    expect(paidReeditServices(input)).toEqual(['advanced-editing', 'standard-editing']);
    expect(reeditState(input)).toMatchObject({ touchUpAvailable: false, reeditAvailable: true, containsActiveService: true });
    expect(linkOf(input)).toBe('paid-reedit');
  });

  it('prefers the free re-edit when one line allows it', () => {
    const input = facts({ services: ['standard-editing', 'premium-editing'] });
    expect(reeditState(input)).toMatchObject({ touchUpAvailable: true, reeditAvailable: false });
    expect(linkOf(input)).toBe('free-reedit');
  });
});

describe('inactive services and unmapped lines send the researcher to support', () => {
  it('when the mapped service is no longer sold', () => {
    const input = facts({ services: ['standard-editing'], activeServices: new Set(['advanced-editing']) });
    expect(reeditState(input)).toEqual({
      containsActiveService: false,
      touchUpAvailable: false,
      reeditAvailable: false,
      scientificReworkEligible: false,
    });
    expect(linkOf(input)).toBe('support');
  });

  it('when no line can be re-edited (formatting only)', () => {
    expect(reeditState(facts({ services: ['formatting'] })).containsActiveService).toBe(false);
    expect(linkOf(facts({ services: ['formatting'] }))).toBe('support');
  });

  it('when the files cannot be downloaded (unpaid), even with an active service', () => {
    const unpaid = facts({ downloadAvailable: false });
    expect(reeditState(unpaid)).toMatchObject({ containsActiveService: true, touchUpAvailable: false, reeditAvailable: false });
    expect(linkOf(unpaid)).toBe('support');
  });

  it('offers nothing before completion', () => {
    for (const status of ['received', 'in_progress', 'quality_check', 'cancelled']) {
      const input = facts({ status, completedAt: null, downloadAvailable: false });
      expect(reeditState(input)).toMatchObject({ touchUpAvailable: false, reeditAvailable: false, scientificReworkEligible: false });
      expect(linkOf(input)).toBeNull();
    }
  });
});

describe('the scientific rework', () => {
  const scientific = (overrides: Partial<ReeditFacts> = {}): ReeditFacts => facts({ services: ['scientific-editing'], ...overrides });

  it(`is eligible for scientific editing up to ${SCIENTIFIC_REWORK_DAYS} days after completion`, () => {
    expect(reeditState(scientific({ completedAt: daysAgo(SCIENTIFIC_REWORK_DAYS) })).scientificReworkEligible).toBe(true);
    expect(reeditState(scientific({ completedAt: daysAgo(SCIENTIFIC_REWORK_DAYS + 1) })).scientificReworkEligible).toBe(false);
  });

  it('is not offered for other services, for an inactive scientific editing, or before completion', () => {
    expect(reeditState(facts({ services: ['standard-editing'] })).scientificReworkEligible).toBe(false);
    expect(reeditState(scientific({ activeServices: new Set(['standard-editing']) })).scientificReworkEligible).toBe(false);
    expect(reeditState(scientific({ status: 'quality_check', completedAt: null })).scientificReworkEligible).toBe(false);
  });

  it('is not offered for a rework itself, nor twice', () => {
    expect(reeditState(scientific({ isRework: true })).scientificReworkEligible).toBe(false);
    expect(reeditState(scientific({ reworkRequested: true })).scientificReworkEligible).toBe(false);
  });

  it('shows its link only while the files cannot be downloaded', () => {
    const eligible: Pick<ReeditState, 'scientificReworkEligible'> = { scientificReworkEligible: true };
    expect(showsScientificRework({ ...eligible, downloadAvailable: false })).toBe(true);
    expect(showsScientificRework({ ...eligible, downloadAvailable: true })).toBe(false);
    expect(showsScientificRework({ scientificReworkEligible: false, downloadAvailable: false })).toBe(false);
    // An eligible, unpaid order: the rework link shows and the re-edit goes to support.
    const unpaid = scientific({ downloadAvailable: false });
    expect(showsScientificRework({ ...reeditState(unpaid), downloadAvailable: false })).toBe(true);
    expect(linkOf(unpaid)).toBe('support');
  });
});
