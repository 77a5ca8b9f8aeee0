import { describe, expect, it } from 'vitest';
import { readUploadAnswer as readAnswer, uploadBody } from './upload-request';

const isForm = (body: unknown): body is { orderForm: unknown } => typeof body === 'object' && body !== null && 'orderForm' in body;
const readUploadAnswer = (status: number, text: string, statusText = '') => readAnswer(status, text, statusText, isForm);

describe('the upload request', () => {
  it('sends the kind before the file', () => {
    const body = uploadBody('figures', new Blob(['png']), 'figure 1.png');
    expect([...body.keys()]).toEqual(['kind', 'file']);
    expect(body.get('kind')).toBe('figures');
    const file = body.get('file');
    expect(file).toBeInstanceOf(Blob);
    expect((file as File).name).toBe('figure 1.png');
  });

  it('reads the form from a successful answer', () => {
    const answer = readUploadAnswer(200, JSON.stringify({ orderForm: { id: 'f1' }, nextUrl: null }));
    expect(answer.ok).toBe(true);
  });

  it('reads the translated error of a refused file', () => {
    const body = { statusCode: 415, error: { error: 'filetype-not-allowed', message: 'Dateityp nicht erlaubt' } };
    const answer = readUploadAnswer(415, JSON.stringify(body));
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.error.key).toBe('filetype-not-allowed');
    expect(answer.error.message).toBe('Dateityp nicht erlaubt');
    expect(answer.error.isClientError).toBe(true);
  });

  it('treats a foreign body as a failure that keeps its status', () => {
    const answer = readUploadAnswer(502, '<html>Bad gateway</html>', 'Bad Gateway');
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.error.status).toBe(502);
    expect(answer.error.isServerError).toBe(true);
    const empty = readUploadAnswer(200, '');
    expect(empty.ok).toBe(false);
  });
});
