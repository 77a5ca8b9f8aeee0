import type { manuscriptLanguages } from '../../schema/reference';

/**
 * Languages a manuscript can be written in. Id 1 is the primary language (English)
 * and id 2 "the second language". We read id 2 as a manuscript mixing English with another
 * language (the order form's notices for language 2 differ from both English and translation),
 * not as Chinese, which is listed separately. Ids are permanent; append new languages.
 */
export const ENGLISH_LANGUAGE_ID = 1;
export const MIXED_LANGUAGE_ID = 2;

const LANGUAGES: [id: number, name: string, isoCode: string | null][] = [
  [1, 'English', 'en'],
  [2, 'Mixed English and another language', null],
  [3, 'Chinese', 'zh'],
  [4, 'Spanish', 'es'],
  [5, 'Portuguese', 'pt'],
  [6, 'Japanese', 'ja'],
  [7, 'Korean', 'ko'],
  [8, 'French', 'fr'],
  [9, 'German', 'de'],
  [10, 'Italian', 'it'],
  [11, 'Russian', 'ru'],
  [12, 'Arabic', 'ar'],
  [13, 'Turkish', 'tr'],
  [14, 'Vietnamese', 'vi'],
  [15, 'Thai', 'th'],
  [16, 'Indonesian', 'id'],
  [17, 'Persian', 'fa'],
  [18, 'Polish', 'pl'],
  [19, 'Other', null],
];

export const MANUSCRIPT_LANGUAGE_ROWS: (typeof manuscriptLanguages.$inferInsert)[] = LANGUAGES.map(([id, name, isoCode]) => ({
  id,
  name,
  isoCode,
  sortOrder: id,
}));
