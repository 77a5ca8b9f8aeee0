import { describe, expect, it } from 'vitest';
import { gatewayMethodFor } from './gateway-methods';

describe('gatewayMethodFor', () => {
  it('sends cards, wallets and boleto to the gateway and nothing else', () => {
    expect(gatewayMethodFor(3)).toBe('card');
    expect(gatewayMethodFor(6)).toBe('paypal');
    expect(gatewayMethodFor(20)).toBe('boleto');
    expect(gatewayMethodFor(23)).toBe('allpago-card');
    expect(gatewayMethodFor(28)).toBe('wfoe-qr');
    for (const internal of [1, 4, 9, 26, 999]) expect(gatewayMethodFor(internal)).toBeNull();
    expect(gatewayMethodFor(null)).toBeNull();
  });
});
