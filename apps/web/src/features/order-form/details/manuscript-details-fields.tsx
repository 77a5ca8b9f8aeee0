import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/InlineInput.css';

import { useRef, type ChangeEvent, type FocusEvent } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert, Group, Loader, Radio, Text, TextInput } from '@mantine/core';
import { formatDate } from '@marginalia/contracts/formatting/dates';
import { PROJECT_TITLE_MAX, type DetailsInput } from '@marginalia/contracts/order-form/order-form-requests.contract';
import { useSiteLanguage } from '../../../lib/application-context';
import { useDisplayTimeZone } from '../use-display-time-zone';
import { useDuplicateCheck } from './details-api';
import type { DetailsFormValues } from './details-rules';
import layout from '../../../components/layout/layout.module.css';
import shell from '../shell/order-form-shell.module.css';
import classes from './details.module.css';

interface ManuscriptDetailsFieldsProps {
  methods: UseFormReturn<DetailsFormValues, unknown, DetailsInput>;
  error: (name: string) => string | undefined;
  styleOfEnglishApplies: boolean;
}

/** MANUSCRIPT DETAILS: the project title (checked for an earlier order on leaving it) and the style of English. */
export function ManuscriptDetailsFields({ methods, error, styleOfEnglishApplies }: ManuscriptDetailsFieldsProps) {
  const { t } = useTranslation('order-summary');
  return (
    <section className={`${layout.panel} ${shell.stepCard}`} aria-labelledby="details-manuscript-title">
      <h2 id="details-manuscript-title" className={shell.stepCardTitle}>
        {t('details.manuscript.title')}
      </h2>
      <p className={classes.cardLead}>{t('details.manuscript.lead')}</p>
      <div className={layout.fields}>
        <ProjectTitleField methods={methods} error={error('projectTitle')} />
        {styleOfEnglishApplies && (
          <Controller
            control={methods.control}
            name="styleOfEnglish"
            render={({ field }) => (
              <Radio.Group
                label={t('details.styleOfEnglish.label')}
                description={t('details.styleOfEnglish.hint')}
                required
                value={field.value ?? null}
                onChange={(value) => field.onChange(value === 'british' ? 'british' : 'american')}
                error={error('styleOfEnglish')}
                name={field.name}
              >
                <Group gap="xl" mt={8}>
                  <Radio value="american" label={t('details.styleOfEnglish.american')} ref={field.ref} onBlur={field.onBlur} />
                  <Radio value="british" label={t('details.styleOfEnglish.british')} onBlur={field.onBlur} />
                </Group>
              </Radio.Group>
            )}
          />
        )}
      </div>
    </section>
  );
}

function ProjectTitleField({ methods, error }: { methods: ManuscriptDetailsFieldsProps['methods']; error: string | undefined }) {
  const { t } = useTranslation('order-summary');
  const language = useSiteLanguage();
  const timeZone = useDisplayTimeZone();
  const duplicate = useDuplicateCheck();
  const lastChecked = useRef<string | null>(null);

  // Leaving the title asks whether an earlier order has it; a failed check silently clears.
  const check = (value: string) => {
    const title = value.trim();
    if (title === '' || title.length > PROJECT_TITLE_MAX) {
      lastChecked.current = null;
      duplicate.reset();
      return;
    }
    if (title === lastChecked.current) return;
    lastChecked.current = title;
    duplicate.mutate(title, {
      onError: () => {
        lastChecked.current = null;
        duplicate.reset();
      },
    });
  };

  const previous = duplicate.data?.order ?? null;
  return (
    <div>
      <TextInput
        label={t('details.projectTitle.label')}
        description={t('details.projectTitle.hint')}
        required
        maxLength={PROJECT_TITLE_MAX}
        autoComplete="off"
        error={error}
        {...methods.register('projectTitle', {
          onBlur: (event: FocusEvent<HTMLInputElement>) => check(event.target.value),
          // A warning about another title must not stay under the new one.
          onChange: (event: ChangeEvent<HTMLInputElement>) => {
            if (lastChecked.current !== null && event.target.value.trim() !== lastChecked.current) {
              lastChecked.current = null;
              duplicate.reset();
            }
          },
        })}
      />
      {duplicate.isPending && (
        <Alert color="ink" variant="light" mt="sm" role="status" data-testid="duplicate-checking">
          <Group gap={8} wrap="nowrap">
            <Loader size="xs" aria-hidden />
            <Text size="sm">{t('details.duplicate.checking')}</Text>
          </Group>
        </Alert>
      )}
      {!duplicate.isPending && previous && (
        <Alert color="amber" variant="light" mt="sm" role="alert" title={t('details.duplicate.title')} data-testid="duplicate-warning">
          {t('details.duplicate.text', {
            title: previous.title,
            date: formatDate(new Date(previous.date), timeZone, language),
            count: previous.ageHours,
          })}
        </Alert>
      )}
    </div>
  );
}
