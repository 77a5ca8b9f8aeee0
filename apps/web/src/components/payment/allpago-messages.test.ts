import { describe, expect, it } from 'vitest';
import { ALLPAGO_FRAME_MIN_HEIGHT, readAllpagoMessage } from './allpago-messages';

const frame = {};
const expected = { origin: 'https://portal.example', source: frame };

describe('messages of the embedded Brazilian card checkout', () => {
  it('reads the checkout id, the height and the saving flag from our own frame', () => {
    expect(
      readAllpagoMessage({ origin: expected.origin, source: frame, data: { checkoutId: 'chk_1', height: 400, saving: false } }, expected),
    ).toEqual({
      checkoutId: 'chk_1',
      height: 400,
      saving: false,
    });
    expect(readAllpagoMessage({ origin: expected.origin, source: frame, data: JSON.stringify({ saving: true }) }, expected)).toEqual({
      saving: true,
    });
  });

  it('never lets the frame shrink below 247 px', () => {
    expect(readAllpagoMessage({ origin: expected.origin, source: frame, data: { height: 12 } }, expected)).toEqual({
      height: ALLPAGO_FRAME_MIN_HEIGHT,
    });
  });

  it('ignores other origins, other windows and foreign data', () => {
    expect(readAllpagoMessage({ origin: 'https://evil.example', source: frame, data: { checkoutId: 'x' } }, expected)).toBeNull();
    expect(readAllpagoMessage({ origin: expected.origin, source: {}, data: { checkoutId: 'x' } }, expected)).toBeNull();
    expect(readAllpagoMessage({ origin: expected.origin, source: frame, data: 'not json' }, expected)).toBeNull();
    expect(readAllpagoMessage({ origin: expected.origin, source: frame, data: { checkoutId: '<script>' } }, expected)).toBeNull();
  });
});
