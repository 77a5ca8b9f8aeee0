/**
 * The bad values the gate puts in a body field, a path parameter or a query parameter. Big values are
 * made when used (`make`), so the catalogue itself holds no megabytes.
 */
export interface BadValue {
  name: string;
  make(): unknown;
  /** A megabyte or so: sent less often, to keep the run within its time and memory. */
  huge?: boolean;
  /** The value as JSON text, for values too deep for JSON.stringify (then `make` gives a stand-in). */
  json?: () => string;
}

export const MEGABYTE_STRING_LENGTH = 1_000_000;
export const DEEP_NESTING = 10_000;

const DEEP_STAND_IN = 'BAD-INPUT-DEEP-VALUE';

/** A body holding `bad` as JSON text: `shape(stand-in)` serialized, the stand-in then replaced by the value's own text. */
export function jsonWith(bad: BadValue, shape: (value: unknown) => unknown): string {
  const text = bad.json;
  if (!text) return JSON.stringify(shape(bad.make()));
  return JSON.stringify(shape(DEEP_STAND_IN)).replace(JSON.stringify(DEEP_STAND_IN), () => text());
}

const value = (name: string, v: unknown): BadValue => ({ name, make: () => v });

/** Values of each JSON type but the expected one, edge numbers, and strings no field expects. */
export const BAD_JSON_VALUES: readonly BadValue[] = [
  value('null', null),
  value('true', true),
  value('false', false),
  value('zero', 0),
  value('-1', -1),
  value('fraction', 1.5),
  value('1e308', 1e308),
  value('-1e308', -1e308),
  value('2^53+2', 2 ** 53 + 2),
  value('huge integer', 1e21),
  value('empty string', ''),
  value('blank string', '   '),
  value('"NaN"', 'NaN'),
  value('"Infinity"', 'Infinity'),
  value('"-1"', '-1'),
  value('"1e308"', '1e308'),
  value('"true"', 'true'),
  value('"null"', 'null'),
  value('numeric overflow string', '99999999999999999999999999999'),
  value('impossible date', '2026-02-30T25:61:00Z'),
  value('year 10000 date', '+010000-01-01T00:00:00Z'),
  value('NUL character', 'a\u0000b'),
  value('control characters', 'a\u0001\u0007\u0008\u001b[31m\u007f\u0085b'),
  value('unpaired high surrogate', 'a\ud800b'),
  value('unpaired low surrogate', '\udfff'),
  value('surrogate at the end', 'abc\ud83d'),
  value('bidi and zero-width characters', '\u202eevil\u200b\ufeff'),
  value('astral characters', '𝕏😀文字'),
  value('"__proto__"', '__proto__'),
  value('"constructor"', 'constructor'),
  value('"toString"', 'toString'),
  value('path traversal', '../../../../etc/passwd'),
  value('SQL', "' OR 1=1; --"),
  value('markup', '<script>alert(1)</script>'),
  value('template', '{{7*7}}${7*7}'),
  value('empty array', []),
  value('array of mixed', [1, 'x', null, {}, []]),
  value('empty object', {}),
  value('object with prototype keys', JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}') as unknown),
  value('10 kB string', 'x'.repeat(10_000)),
  value('long array', Array.from({ length: 10_000 }, (_, i) => i)),
  { name: '1 MB string', make: () => 'x'.repeat(MEGABYTE_STRING_LENGTH), huge: true },
  { name: '1 MB of multi-byte characters', make: () => '文'.repeat(MEGABYTE_STRING_LENGTH / 3), huge: true },
  { name: `${DEEP_NESTING} nested arrays`, make: () => DEEP_STAND_IN, json: () => `${'['.repeat(DEEP_NESTING)}${']'.repeat(DEEP_NESTING)}` },
  { name: `${DEEP_NESTING} nested objects`, make: () => DEEP_STAND_IN, json: () => `${'{"a":'.repeat(DEEP_NESTING)}1${'}'.repeat(DEEP_NESTING)}` },
];

/**
 * Path and query values, already percent-encoded as they go on the wire (a lone surrogate cannot be
 * encoded by encodeURIComponent: its bytes are written out, as a broken client would send them).
 */
export const BAD_URL_VALUES: readonly BadValue[] = [
  value('empty', ''),
  value('blank', '%20%20'),
  value('zero', '0'),
  value('-1', '-1'),
  value('fraction', '1.5'),
  value('1e308', '1e308'),
  value('overflowing integer', '99999999999999999999999999999'),
  value('NaN', 'NaN'),
  value('Infinity', 'Infinity'),
  value('true', 'true'),
  value('null', 'null'),
  value('array-looking', '%5B1%2C2%5D'),
  value('object-looking', '%7B%22a%22%3A1%7D'),
  value('NUL', 'a%00b'),
  value('control characters', '%01%07%1B%7F'),
  value('unpaired surrogate (WTF-8 bytes)', 'a%ED%A0%80b'),
  value('unpaired low surrogate (WTF-8 bytes)', '%ED%BF%BF'),
  value('invalid UTF-8', '%FF%FE'),
  value('overlong UTF-8', '%C0%AF'),
  value('cut percent escape', 'abc%'),
  value('bad percent escape', '%zz'),
  value('__proto__', '__proto__'),
  value('constructor', 'constructor'),
  value('hasOwnProperty', 'hasOwnProperty'),
  value('encoded slash and dots', '..%2F..%2Fetc%2Fpasswd'),
  value('astral characters', encodeURIComponent('𝕏😀文字')),
  value('SQL', encodeURIComponent("' OR 1=1; --")),
  value('impossible date', '2026-02-30'),
  value('8 kB', 'x'.repeat(8_000)),
  { name: '1 MB', make: () => 'x'.repeat(MEGABYTE_STRING_LENGTH), huge: true },
];

/** Describes a value for a failure report: JSON, with long runs cut. */
export function shown(v: unknown, max = 300): string {
  let text: string;
  if (typeof v === 'string') text = v;
  else if (Buffer.isBuffer(v)) text = v.toString('latin1');
  else {
    try {
      text = JSON.stringify(v) ?? String(v);
    } catch {
      text = String(v);
    }
  }
  const escaped = JSON.stringify(text).slice(1, -1);
  return escaped.length > max ? `${escaped.slice(0, max)}… (${text.length} characters in all)` : escaped;
}
