import { useTranslation } from 'react-i18next';
import { JournalAutocomplete } from '../../../components/journal/journal-autocomplete';
import type { JournalAnswer } from './bundle-answers';
import { BUNDLES_NS } from './use-term-text';

interface JournalPickerProps {
  label: string;
  value: JournalAnswer | null;
  onChange: (value: JournalAnswer | null) => void;
  required: boolean;
  error?: string;
}

/**
 * The journal of a bundle question: type-ahead from 3 characters; a name that matches no
 * journal is kept as a new entry ({id: null, name}).
 */
export function JournalPicker({ label, value, onChange, required, error }: JournalPickerProps) {
  const { t } = useTranslation(BUNDLES_NS);
  return (
    <JournalAutocomplete
      label={label}
      description={t('bundleForm.journalHint')}
      placeholder={t('bundleForm.journalPlaceholder')}
      required={required}
      error={error}
      value={value?.name ?? ''}
      onType={(text) => onChange(text.trim() === '' ? null : { id: null, name: text })}
      onPick={(journal) => onChange({ id: journal.id, name: journal.title })}
    />
  );
}
