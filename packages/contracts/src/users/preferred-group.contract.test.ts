import { describe, expect, it } from 'vitest';
import { groupWidgetShown, userPreferredGroupView } from './preferred-group.contract';

describe('the group widget', () => {
  const group = { code: 'USP2026', name: 'Universidade de São Paulo', discountPercent: 10, shareable: true };
  it('shows to users without a group (the join form) and to members of an ordinary group (the discount)', () => {
    expect(groupWidgetShown(null)).toBe(true);
    expect(groupWidgetShown(undefined)).toBe(true);
    expect(groupWidgetShown(userPreferredGroupView({ ...group, freeTrial: false }))).toBe(true);
  });
  it('is not shown to members of a free-trial group', () => {
    const view = userPreferredGroupView({ ...group, freeTrial: true });
    expect(view.freeTrial).toBe(true);
    expect(groupWidgetShown(view)).toBe(false);
  });
});
