import { describe, expect, it } from 'vitest';
import { archiveFileName, orderStatusText, parseOrderDetailsPath } from './order-details-rules';

describe('the order details path', () => {
  it('reads the order number and the thank-you status, ignoring a chatbot segment', () => {
    expect(parseOrderDetailsPath('T8F3A21C')).toEqual({ externalId: 'T8F3A21C', thankYou: false, reworkSuccess: null });
    expect(parseOrderDetailsPath('T8F3A21C/thank-you')).toEqual({ externalId: 'T8F3A21C', thankYou: true, reworkSuccess: null });
    expect(parseOrderDetailsPath('T8F3A21C/thank-you/chatbot/')).toEqual({ externalId: 'T8F3A21C', thankYou: true, reworkSuccess: null });
    expect(parseOrderDetailsPath('T8F3A21C/other')).toEqual({ externalId: 'T8F3A21C', thankYou: false, reworkSuccess: null });
  });

  it('reads the rework-success page and its data parameter (which may be missing)', () => {
    expect(parseOrderDetailsPath('T8F3A21C/rework-success/W1siYSIsImIiXV0')).toEqual({ externalId: 'T8F3A21C', thankYou: false, reworkSuccess: { data: 'W1siYSIsImIiXV0' } });
    expect(parseOrderDetailsPath('T8F3A21C/rework-success')).toEqual({ externalId: 'T8F3A21C', thankYou: false, reworkSuccess: { data: undefined } });
  });

  it('refuses an empty or strange order number', () => {
    expect(parseOrderDetailsPath('')).toBeNull();
    expect(parseOrderDetailsPath('a b')).toBeNull();
    expect(parseOrderDetailsPath('x'.repeat(41))).toBeNull();
  });
});

describe('the order status text', () => {
  it("says 'Awaiting Payment' only for a completed, unpaid, non-free order", () => {
    expect(orderStatusText({ status: 'completed', paid: false, freeOrder: false })).toBe('awaiting-payment');
    expect(orderStatusText({ status: 'completed', paid: true, freeOrder: false })).toBe('completed');
    expect(orderStatusText({ status: 'completed', paid: false, freeOrder: true })).toBe('completed');
    expect(orderStatusText({ status: 'in_progress', paid: false, freeOrder: false })).toBe('in_progress');
  });
});

describe('the archive name', () => {
  it('joins the company and order number with characters every disk accepts', () => {
    expect(archiveFileName('Marginalia Research Services, Inc.', 'T8F3A21C')).toBe('Marginalia-Research-Services-Inc.-T8F3A21C.zip');
    expect(archiveFileName('码边科技', 'C1')).toBe('码边科技-C1.zip');
    expect(archiveFileName('', '')).toBe('files.zip');
  });
});
