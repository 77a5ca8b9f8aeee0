import { z } from 'zod';

/**
 * The languages a manuscript can be written in (id, name; id 1 is
 * the primary language, English, and id 2 the second). Public and cacheable: a visitor picks the
 * language on get-started; it changes only with a release.
 */
export const manuscriptLanguageSchema = z.object({
  id: z.number().int(),
  /** The English name, as stored. */
  name: z.string(),
  /** ISO 639-1 code, as language detection reports it; null for 'Mixed' and 'Other'. */
  isoCode: z.string().nullable(),
});
export type ManuscriptLanguage = z.infer<typeof manuscriptLanguageSchema>;

/** In the order the form lists them (English first). */
export const manuscriptLanguagesResponseSchema = z.object({ languages: z.array(manuscriptLanguageSchema) });
export type ManuscriptLanguagesResponse = z.infer<typeof manuscriptLanguagesResponseSchema>;
