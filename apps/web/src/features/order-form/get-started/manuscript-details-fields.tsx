import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';

import { useTranslation } from 'react-i18next';
import { Select, TextInput } from '@mantine/core';
import { WORD_COUNT_MAX_BASIC } from '@marginalia/contracts/order-form/pricing/word-count';
import { manuscriptLanguageName } from '@marginalia/contracts/reference/reference-names';
import { useSiteLanguage } from '../../../lib/application-context';
import classes from './get-started.module.css';

interface ManuscriptDetailsFieldsProps {
  languages: readonly { id: number; name: string }[];
  manuscriptLanguageId: string;
  wordCount: string;
  onLanguageChange: (id: string) => void;
  onWordCountChange: (raw: string) => void;
  languageError?: string;
  wordCountError?: string;
  disabled?: boolean;
}

/** The manual manuscript details: the language and the word count (required; 1 to 999,999). */
export function ManuscriptDetailsFields({
  languages,
  manuscriptLanguageId,
  wordCount,
  onLanguageChange,
  onWordCountChange,
  languageError,
  wordCountError,
  disabled = false,
}: ManuscriptDetailsFieldsProps) {
  const { t, i18n } = useTranslation('order-form');
  const siteLanguage = useSiteLanguage();
  const max = new Intl.NumberFormat(i18n.language).format(WORD_COUNT_MAX_BASIC);
  return (
    <div className={classes.detailsFields}>
      <Select
        label={t('details.language')}
        placeholder={t('details.languagePlaceholder')}
        data={languages.map((language) => ({ value: String(language.id), label: manuscriptLanguageName(siteLanguage, language) }))}
        value={manuscriptLanguageId === '' ? null : manuscriptLanguageId}
        onChange={(value) => onLanguageChange(value ?? '')}
        searchable
        nothingFoundMessage={t('details.languageNone')}
        required
        disabled={disabled}
        error={languageError}
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput
        label={t('details.wordCount')}
        description={t('details.wordCountHint', { max })}
        inputMode="numeric"
        autoComplete="off"
        value={wordCount}
        onChange={(event) => onWordCountChange(event.currentTarget.value)}
        required
        disabled={disabled}
        error={wordCountError}
      />
    </div>
  );
}
