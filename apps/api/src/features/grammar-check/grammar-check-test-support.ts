import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createAssessmentResponseSchema, type LanguageAssessment } from '@marginalia/contracts/grammar-check/grammar-check.contract';
import { remember, type Browser } from '../../test/test-browser';

/** Test helpers of the grammar check's API tests: the upload of POST /api/grammar-check/create and its answer. */

/** A multipart body: the fields first (the captcha), then the file. */
export function assessmentBody(fileName: string, content: Buffer, fields: Record<string, string> = {}) {
  const boundary = `----mggc${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') + `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  return { body: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function uploadManuscript(app: FastifyInstance, browser: Browser, fileName: string, content: Buffer, fields: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  const part = assessmentBody(fileName, content, fields);
  const response = await app.inject({ method: 'POST', url: '/api/grammar-check/create', headers: { ...browser.headers, 'content-type': part.contentType }, payload: part.body });
  remember(browser, response);
  return response;
}

/** The one assessment an accepted upload answers. */
export function createdOf(response: LightMyRequestResponse): LanguageAssessment {
  if (response.statusCode !== 200) throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
  const [assessment] = createAssessmentResponseSchema.parse(response.json()).languageAssessments;
  if (!assessment) throw new Error('no assessment answered');
  return assessment;
}
