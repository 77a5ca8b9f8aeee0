import { describe, expect, it } from 'vitest';
import { chatOrderOf } from './chat-route';

describe('the order page’s chatbot segment', () => {
  it('opens the chat on the order named before it, with or without a status', () => {
    expect(chatOrderOf('/researcher/details/AB12CD34EF56/chatbot')).toBe('AB12CD34EF56');
    expect(chatOrderOf('/researcher/details/AB12CD34EF56/thank-you/chatbot')).toBe('AB12CD34EF56');
    expect(chatOrderOf('/researcher/index/details/AB12CD34EF56/chatbot/')).toBe('AB12CD34EF56');
  });

  it('does not open it elsewhere', () => {
    expect(chatOrderOf('/researcher/details/AB12CD34EF56')).toBeNull();
    expect(chatOrderOf('/researcher/details/AB12CD34EF56/thank-you')).toBeNull();
    expect(chatOrderOf('/researcher/chatbot')).toBeNull();
    expect(chatOrderOf('/researcher/details/%E0%A4%A/chatbot')).toBeNull();
  });
});
