import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Autocomplete, Loader } from '@mantine/core';
import { isJournalQuerySearchable, type Journal } from '@marginalia/contracts/journals/journals.contract';
import type { JournalAnswer } from './bundle-answers';
import { searchJournals } from './bundles-api';
import { BUNDLES_NS } from './use-term-text';

const SEARCH_DEBOUNCE_MS = 250;

interface JournalPickerProps {
  label: string;
  value: JournalAnswer | null;
  onChange: (value: JournalAnswer | null) => void;
  required: boolean;
  error?: string;
}

/** How a journal is listed: its title, with the ISSN to tell journals of the same name apart. */
function optionLabel(journal: Journal): string {
  const issn = journal.issn ?? journal.eissn;
  return issn ? `${journal.title} (${issn})` : journal.title;
}

/**
 * The journal of a bundle question: type-ahead from 3 characters (spec 2 §5); a name that matches no
 * journal is kept as a new entry ({id: null, name}).
 */
export function JournalPicker({ label, value, onChange, required, error }: JournalPickerProps) {
  const { t } = useTranslation(BUNDLES_NS);
  const [text, setText] = useState(value?.name ?? '');
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useQuery({
    queryKey: ['journal-search', debounced],
    queryFn: ({ signal }) => searchJournals(debounced, signal),
    enabled: isJournalQuerySearchable(debounced),
    staleTime: 5 * 60 * 1000,
    // A failed look-up must not stop the researcher: a typed name is accepted as it is.
    meta: { handledErrors: true },
  });
  const journals = isJournalQuerySearchable(debounced) ? (search.data?.journals ?? []) : [];
  const byLabel = new Map(journals.map((journal) => [optionLabel(journal), journal]));

  return (
    <Autocomplete
      label={label}
      description={t('bundleForm.journalHint')}
      placeholder={t('bundleForm.journalPlaceholder')}
      required={required}
      error={error}
      value={text}
      data={[...byLabel.keys()]}
      // The server already matched the text (titles, ISSNs, accents): show its hits as they are.
      filter={({ options }) => options}
      limit={10}
      rightSection={search.isFetching ? <Loader size="xs" /> : null}
      onChange={(next) => {
        // Choosing a hit sends its label here (after onOptionSubmit): keep the directory's journal and id.
        const journal = byLabel.get(next);
        if (journal) {
          setText(journal.title);
          onChange({ id: journal.id, name: journal.title });
          return;
        }
        setText(next);
        onChange(next.trim() === '' ? null : { id: null, name: next });
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
