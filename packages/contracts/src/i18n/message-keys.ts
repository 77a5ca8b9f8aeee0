import english from './locales/en/messages.json' with { type: 'json' };

/**
 * The keys of the message catalogue (`locales/<lang>/messages.json`): every message key and literal
 * message of the screens' error catalogues and validation rules, plus the platform's own error keys.
 * English is the reference; `locale-parity.test.ts` keeps the other four languages in step with it.
 */
export type MessageKey = keyof typeof english;

export const MESSAGE_KEYS: readonly MessageKey[] = Object.freeze(Object.keys(english) as MessageKey[]);

const KEY_SET: ReadonlySet<string> = new Set(MESSAGE_KEYS);

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && KEY_SET.has(value);
}

/** Names a key in code, failing to compile when the key is not in the catalogue: `messageKey('not-found')`. */
export function messageKey<Key extends MessageKey>(key: Key): Key {
  return key;
}
