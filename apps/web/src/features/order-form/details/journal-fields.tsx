import { useController, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextInput } from '@mantine/core';
import { JOURNAL_SEARCH_MIN_CHARS } from '@marginalia/contracts/journals/journals.contract';
import { JOURNAL_URL_MAX } from '@marginalia/contracts/journals/journal-website';
import { JOURNAL_NAME_MAX, type DetailsInput } from '@marginalia/contracts/order-form/order-form-requests.contract';
import { JournalAutocomplete } from '../../../components/journal/journal-autocomplete';
import type { DetailsFormValues } from './details-rules';
import { pickJournal, typeJournalName, type JournalValue } from './journal-rules';
import layout from '../../../components/layout/layout.module.css';

interface JournalFieldsProps {
  methods: UseFormReturn<DetailsFormValues, unknown, DetailsInput>;
  error: (name: string) => string | undefined;
  required: boolean;
}

/**
 * JOURNAL SELECTION: a type-ahead over the journal directory from 3 characters that also
 * accepts a journal it does not know, and the journal's website.
 */
export function JournalFields({ methods, error, required }: JournalFieldsProps) {
  const { t } = useTranslation('order-summary');
  const { field } = useController({ control: methods.control, name: 'journal' });
  const journal: JournalValue | null = field.value;
  const name = journal?.name ?? '';
  const setJournal = (next: JournalValue) => field.onChange(next);

  return (
    <div className={layout.fields}>
      <JournalAutocomplete
        label={t('details.journal.name')}
        description={t('details.journal.nameHint', { min: JOURNAL_SEARCH_MIN_CHARS })}
        placeholder={t('details.journal.namePlaceholder')}
        required={required}
        maxLength={JOURNAL_NAME_MAX}
        value={name}
        onType={(text, hits) => setJournal(typeJournalName(journal, text, hits))}
        onPick={(hit) => setJournal(pickJournal(journal, hit))}
        onBlur={field.onBlur}
        inputRef={field.ref}
        name={field.name}
        error={error('journal.name')}
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
