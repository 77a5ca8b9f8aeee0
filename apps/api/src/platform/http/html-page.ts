import { z } from 'zod';
import { errorBodySchema } from '../errors/error-body';

/** A page of HTML a route sends itself, as text (never through the JSON serializer). */
export const htmlPage = z.string().describe('HTML page');

/**
 * A status a route answers with a page of its own and the error handler may answer too (invalid input,
 * a missing resource): the page, or the translated JSON error.
 */
export const htmlPageOrError = z.union([htmlPage, errorBodySchema]);
