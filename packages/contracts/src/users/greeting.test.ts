import { describe, expect, it } from 'vitest';
import { greetingFor } from './greeting';

describe('the greeting', () => {
  it('welcomes an account without orders as new and one with an order as returning', () => {
    expect(greetingFor({ numberOfOrders: 0 })).toBe('welcome');
    expect(greetingFor({ numberOfOrders: 1 })).toBe('welcomeBack');
    expect(greetingFor({ numberOfOrders: 12 })).toBe('welcomeBack');
  });
});
