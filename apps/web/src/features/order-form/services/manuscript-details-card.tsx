import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/SimpleGrid.css';

import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert, Anchor, Button, Group, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { manuscriptDetailsSchema } from '@marginalia/contracts/order-form/order-form-requests.contract';
import { bcp47 } from '@marginalia/contracts/i18n/languages';
import { parseWordCountInput } from '@marginalia/contracts/order-form/pricing/word-count';
import { manuscriptLanguageName } from '@marginalia/contracts/reference/reference-names';
import { useSiteLanguage } from '../../../lib/application-context';
import { applyServerErrors, useFieldError, useMessageText } from '../../../components/form-messages';
import { useOrderForm, useOrderFormSave } from '../order-form-api';
import { saveManuscriptDetails } from './services-api';
import { SERVICES_NS } from './use-service-text';
import layout from '../../../components/layout/layout.module.css';
import classes from './services.module.css';

type DetailsInput = z.input<typeof manuscriptDetailsSchema>;
type DetailsOutput = z.output<typeof manuscriptDetailsSchema>;
const FIELDS = ['manuscriptLanguageId', 'wordCount'] as const;

interface ManuscriptDetailsCardProps {
  /** Tells the page the inline form is open: Next waits until it is saved or closed. */
  onEditingChange: (editing: boolean) => void;
}

/** File name, type, language and word count of the manuscript, with the inline form to correct them. */
export function ManuscriptDetailsCard({ onEditingChange }: ManuscriptDetailsCardProps) {
  const { t } = useTranslation(SERVICES_NS);
  const form = useOrderForm();
  const language = useSiteLanguage();
  const [editing, setEditing] = useState(false);
  const numbers = useMemo(() => new Intl.NumberFormat(bcp47(language)), [language]);
  const mainFiles = form.manuscripts.main.length > 0 ? form.manuscripts.main : form.manuscripts.figures;
  const chosenLanguage = form.manuscriptLanguages.find((entry) => entry.id === form.manuscriptLanguageId);
  const languageName = chosenLanguage ? manuscriptLanguageName(language, chosenLanguage) : null;

  const open = (value: boolean) => {
    setEditing(value);
    onEditingChange(value);
  };

  const fileNames = mainFiles.map((file) => file.name).join(', ');
  const fileTypes = [...new Set(mainFiles.map((file) => (file.name.includes('.') ? (file.name.split('.').pop() ?? '') : file.type).toUpperCase()))].join(', ');

  return (
    <section className={`${layout.panel} ${classes.card}`} aria-labelledby="manuscript-details-title">
      <Group justify="space-between" align="center" wrap="nowrap">
        <h2 id="manuscript-details-title" className={classes.cardTitle}>
          {t('details.title')}
        </h2>
        {!editing && (
          <Anchor component="button" type="button" size="sm" fw={600} onClick={() => open(true)} aria-label={t('details.editLabel')}>
            {t('details.edit')}
          </Anchor>
        )}
      </Group>
      <dl className={classes.facts}>
        <div>
          <dt>{t('details.fileName')}</dt>
          <dd>{fileNames || t('details.uploadLater')}</dd>
        </div>
        <div>
          <dt>{t('details.fileType')}</dt>
          <dd>{fileTypes || '—'}</dd>
        </div>
        <div>
          <dt>{t('details.language')}</dt>
          <dd data-testid="manuscript-language">{languageName ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('details.wordCount')}</dt>
          <dd data-testid="manuscript-word-count">{form.wordCount === null ? '—' : numbers.format(form.wordCount)}</dd>
        </div>
      </dl>
      {editing && <ManuscriptDetailsForm onDone={() => open(false)} />}
    </section>
  );
}

function ManuscriptDetailsForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(SERVICES_NS);
  const text = useMessageText();
  const fieldError = useFieldError();
  const orderForm = useOrderForm();
  const siteLanguage = useSiteLanguage();
  const save = useOrderFormSave(saveManuscriptDetails, { navigate: false });
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<DetailsInput, unknown, DetailsOutput>({
    resolver: zodResolver(manuscriptDetailsSchema),
    defaultValues: { manuscriptLanguageId: orderForm.manuscriptLanguageId ?? undefined, wordCount: orderForm.wordCount ?? undefined },
  });
  const { errors } = form.formState;
  const languages = orderForm.manuscriptLanguages.map((entry) => ({ value: entry.id, label: manuscriptLanguageName(siteLanguage, entry) }));

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      await save.mutateAsync(values);
      onDone();
    } catch (failure) {
      setAlert(applyServerErrors(failure, FIELDS, form.setError, text));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('details.formLabel')} style={{ marginTop: 18 }}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Controller
          control={form.control}
          name="manuscriptLanguageId"
          render={({ field }) => (
            <Select<number>
              label={t('details.language')}
              placeholder={t('details.languagePlaceholder')}
              data={languages}
              required
              allowDeselect={false}
              error={fieldError('manuscriptLanguageId', errors.manuscriptLanguageId)}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value ?? undefined)}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
            />
          )}
        />
        <Controller
          control={form.control}
          name="wordCount"
          render={({ field }) => (
            <TextInput
              label={t('details.wordCount')}
              inputMode="numeric"
              autoComplete="off"
              required
              error={fieldError('wordCount', errors.wordCount)}
              value={field.value === undefined || Number.isNaN(field.value) ? '' : String(field.value)}
              onChange={(event) => field.onChange(parseWordCountInput(event.currentTarget.value) ?? undefined)}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
            />
          )}
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed" mt="xs">
        {t('details.resetWarning')}
      </Text>
      {alert && (
        <Alert color="red" variant="light" role="alert" mt="sm">
          {alert}
        </Alert>
      )}
      <Group mt="md" gap="sm">
        <Button type="submit" loading={save.isPending}>
          {t('details.save')}
        </Button>
        <Button variant="default" onClick={onDone} disabled={save.isPending}>
          {t('common.cancel')}
        </Button>
      </Group>
    </form>
  );
}
