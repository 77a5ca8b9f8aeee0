import { describe, expect, it } from 'vitest';
import { createMessageStore, MESSAGE_NAVIGATION_GRACE_MS } from './message-store';

function clock() {
  let time = 1_000_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('the message store', () => {
  it('shows one message at a time: a new message replaces the old one', () => {
    const store = createMessageStore();
    store.show({ type: 'success', key: 'certificate-details-updated' });
    store.show({ type: 'danger', text: 'Something went wrong' });
    expect(store.get()).toMatchObject({ type: 'danger', text: 'Something went wrong' });
  });

  it('can be dismissed', () => {
    const store = createMessageStore();
    store.show({ type: 'info', key: 'x' });
    store.dismiss();
    expect(store.get()).toBeNull();
  });

  it('notifies subscribers on every change and stops after unsubscribing', () => {
    const store = createMessageStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    store.show({ type: 'info', key: 'a' });
    store.dismiss();
    unsubscribe();
    store.show({ type: 'info', key: 'b' });
    expect(calls).toBe(2);
  });

  it('keeps a message shown right before a page change (it was meant for the new page)', () => {
    const time = clock();
    const store = createMessageStore(time.now);
    store.show({ type: 'success', key: 'saved' });
    time.advance(100);
    store.noteNavigation();
    expect(store.get()).not.toBeNull();
  });

  it('drops a message when the user later moves to another page', () => {
    const time = clock();
    const store = createMessageStore(time.now);
    store.show({ type: 'success', key: 'saved' });
    time.advance(MESSAGE_NAVIGATION_GRACE_MS + 1);
    store.noteNavigation();
    expect(store.get()).toBeNull();
  });

  it('gives each message its own id so the view can re-announce a repeated message', () => {
    const store = createMessageStore();
    store.show({ type: 'info', key: 'a' });
    const first = store.get()?.id;
    store.show({ type: 'info', key: 'a' });
    expect(store.get()?.id).not.toBe(first);
  });
});
