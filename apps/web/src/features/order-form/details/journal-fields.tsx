import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';

import { useMemo } from 'react';
import { useController, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@mantine/hooks';
import { Autocomplete, Loader, TextInput } from '@mantine/core';
import { isJournalQuerySearchable, JOURNAL_SEARCH_MIN_CHARS } from '@marginalia/contracts/journals/journals.contract';
import { JOURNAL_NAME_MAX, JOURNAL_URL_MAX, type DetailsInput } from '@marginalia/contracts/order-form/order-form-requests.contract';
import { useJournalSearch } from './details-api';
import type { DetailsFormValues } from './details-rules';
import { typeJournalName, type JournalHit, type JournalValue } from './journal-rules';
import classes from './details.module.css';

/** Type-ahead requests wait for a pause in typing. */
const SEARCH_DEBOUNCE_MS = 300;

interface JournalFieldsProps {
  methods: UseFormReturn<DetailsFormValues, unknown, DetailsInput>;
  error: (name: string) => string | undefined;
  required: boolean;
}

/**
 * JOURNAL SELECTION (spec 2 §5): a type-ahead over the journal directory from 3 characters that also
 * accepts a journal it does not know, and the journal's website.
 */
export function JournalFields({ methods, error, required }: JournalFieldsProps) {
  const { t } = useTranslation('order-summary');
  const { field } = useController({ control: methods.control, name: 'journal' });
  const journal: JournalValue | null = field.value;
  const name = journal?.name ?? '';
  const [debounced] = useDebouncedValue(name.trim(), SEARCH_DEBOUNCE_MS);
  const searchable = isJournalQuerySearchable(debounced);
  const search = useJournalSearch(debounced, searchable);

  const hits: JournalHit[] = useMemo(
    () => (searchable ? (search.data?.journals ?? []).map((hit) => ({ id: hit.id, title: hit.title, url: hit.url })) : []),
    [searchable, search.data],
  );
  const details = useMemo(() => new Map((search.data?.journals ?? []).map((hit) => [hit.title, hit])), [search.data]);
  const titles = useMemo(() => [...new Set(hits.map((hit) => hit.title))], [hits]);

  const setJournal = (next: JournalValue) => field.onChange(next);

  return (
    <div className={classes.fields}>
      <Autocomplete
        label={t('details.journal.name')}
        description={t('details.journal.nameHint', { min: JOURNAL_SEARCH_MIN_CHARS })}
        placeholder={t('details.journal.namePlaceholder')}
        required={required}
        maxLength={JOURNAL_NAME_MAX}
        data={titles}
        // The directory already matched the query (accents, ISSN, word order): show its hits as they are.
        filter={({ options }) => options}
        limit={10}
        value={name}
        onChange={(value) => setJournal(typeJournalName(journal, value, hits))}
        onBlur={field.onBlur}
        ref={field.ref}
        name={field.name}
        rightSection={search.isFetching ? <Loader size={14} aria-hidden /> : null}
        error={error('journal.name')}
        renderOption={({ option }) => {
          const hit = details.get(option.value);
          const meta = [hit?.issn ?? hit?.eissn, hit?.publisher].filter(Boolean).join(' · ');
          return (
            <div className={classes.journalOption}>
              <span>{option.value}</span>
              {meta && <span className={classes.journalMeta}>{meta}</span>}
            </div>
          );
        }}
        comboboxProps={{ withinPortal: true }}
        autoComplete="off"
      />
      <TextInput
        label={t('details.journal.url')}
        description={t('details.journal.urlHint')}
        placeholder="https://"
        type="url"
        inputMode="url"
        maxLength={JOURNAL_URL_MAX}
        autoComplete="url"
        value={journal?.url ?? ''}
        onChange={(event) => setJournal({ id: journal?.id ?? null, name, url: event.currentTarget.value })}
        onBlur={field.onBlur}
        error={error('journal.url')}
      />
    </div>
  );
}
