import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';

import { type Ref } from 'react';
import { Autocomplete, Loader } from '@mantine/core';
import { JOURNAL_SEARCH_DEFAULT_LIMIT, type Journal } from '@marginalia/contracts/journals/journals.contract';
import { useJournalSearch } from './journal-search';
import classes from './journal.module.css';

/** How a hit is listed: its title, with the ISSN to tell journals of the same name apart. */
export function journalOptionLabel(journal: Journal): string {
  const issn = journal.issn ?? journal.eissn;
  return issn ? `${journal.title} (${issn})` : journal.title;
}

interface JournalAutocompleteProps {
  label: string;
  description?: string;
  placeholder?: string;
  required?: boolean;
  error?: string;
  maxLength?: number;
  /** The journal name shown in the field. */
  value: string;
  /** A name typed (or cleared) that is not a pick from the list; `hits` are the list's journals. */
  onType: (text: string, hits: readonly Journal[]) => void;
  /** A journal chosen from the directory's list. */
  onPick: (journal: Journal) => void;
  onBlur?: () => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  testId?: string;
}

/**
 * The journal name with the directory's type-ahead (from 3 typed characters, up to 10
 * suggestions, a journal the directory does not know is allowed). Used by the order form's details step,
 * its bundle questions and the order page's edit mode.
 */
export function JournalAutocomplete({ label, description, placeholder, required, error, maxLength, value, onType, onPick, onBlur, name, inputRef, testId }: JournalAutocompleteProps) {
  const { journals, isFetching } = useJournalSearch(value);
  const byLabel = new Map(journals.map((journal) => [journalOptionLabel(journal), journal]));

  return (
    <Autocomplete
      label={label}
      description={description}
      placeholder={placeholder}
      required={required}
      error={error}
      maxLength={maxLength}
      value={value}
      data={[...byLabel.keys()]}
      // The directory already matched the text (accents, ISSN, word order): show its hits as they are.
      filter={({ options }) => options}
      limit={JOURNAL_SEARCH_DEFAULT_LIMIT}
      onChange={(next) => {
        // Choosing a hit sends its label here: hand back the directory's journal, not the label.
        const picked = byLabel.get(next);
        if (picked) onPick(picked);
        else onType(next, journals);
      }}
      onBlur={onBlur}
      name={name}
      ref={inputRef}
      rightSection={isFetching ? <Loader size={14} aria-hidden /> : null}
      renderOption={({ option }) => {
        const journal = byLabel.get(option.value);
        const meta = [journal?.issn ?? journal?.eissn, journal?.publisher].filter(Boolean).join(' · ');
        return (
          <div className={classes.option}>
            <span>{journal?.title ?? option.value}</span>
            {meta && <span className={classes.meta}>{meta}</span>}
          </div>
        );
      }}
      comboboxProps={{ withinPortal: true }}
      autoComplete="off"
      data-testid={testId}
    />
  );
}
