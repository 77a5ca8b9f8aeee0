import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** The journal directory searched by the details step and the bundle questions (type-ahead). */
export const journals = pgTable(
  'journals',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** Lower-case title without punctuation, for the type-ahead search. */
    titleNormalized: text('title_normalized').notNull(),
    issn: text('issn'),
    eissn: text('eissn'),
    publisher: text('publisher'),
    url: text('url'),
  },
  (t) => [index('journals_title_idx').on(t.titleNormalized), index('journals_issn_idx').on(t.issn)],
);

/** What a select of each table above returns. */
export type JournalRow = typeof journals.$inferSelect;
