import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';

import { useTranslation } from 'react-i18next';
import { Alert, Checkbox, Loader, Text, Title } from '@mantine/core';
import type { OrderFormResponse } from '@marginalia/contracts/order-form/order-form-view.contract';
import { manuscriptLanguageName } from '@marginalia/contracts/reference/reference-names';
import { useSiteLanguage } from '../../../lib/application-context';
import { useOrderForm } from '../order-form-api';
import { FileUploader } from '../upload/file-uploader';
import type { DetailsView, GetStartedValues } from './get-started-rules';
import { ManuscriptDetailsCard } from './manuscript-details-card';
import { ManuscriptDetailsFields } from './manuscript-details-fields';
import layout from '../../../components/layout/layout.module.css';
import classes from './get-started.module.css';

export interface ManuscriptSectionProps {
  kind: 'main' | 'figures';
  values: GetStartedValues;
  onChange: (patch: Partial<GetStartedValues>) => void;
  /** Whether the goal asks for the language and word count. */
  needsDetails: boolean;
  view: DetailsView;
  /** Why the manual form opened after a detection (shown above it), if it says anything. */
  detectionNote: string | null;
  errors: { files?: string; manuscriptLanguageId?: string; wordCount?: string };
  disabled: boolean;
  onUploaded: (response: OrderFormResponse) => void;
  onRemoved: (response: OrderFormResponse) => void;
  onBusyChange: (busy: boolean) => void;
  onEditDetails: () => void;
}

/**
 * The manuscript part of get-started: the upload for the goal's upload type, 'I'll upload my files
 * later', and the manuscript's language and word count — detected (a card), being detected, or typed in.
 */
export function ManuscriptSection(props: ManuscriptSectionProps) {
  const { kind, values, onChange, needsDetails, view, detectionNote, errors, disabled } = props;
  const { t } = useTranslation('order-form');
  const form = useOrderForm();
  const siteLanguage = useSiteLanguage();
  const files = form.manuscripts[kind];
  const chosenLanguage = form.manuscriptLanguages.find((language) => language.id === form.manuscriptLanguageId);
  const languageName = chosenLanguage ? manuscriptLanguageName(siteLanguage, chosenLanguage) : null;

  return (
    <section className={`${layout.panel} ${classes.section}`} aria-labelledby="get-started-upload-title">
      <Title order={2} id="get-started-upload-title" className={classes.sectionTitle}>
        {kind === 'figures' ? t('upload.figuresTitle') : t('upload.mainTitle')}
      </Title>
      <Text className={classes.sectionLead}>{kind === 'figures' ? t('upload.figuresLead') : t('upload.mainLead')}</Text>
      <div className={layout.fields}>
        <FileUploader
          kind={kind}
          label={kind === 'figures' ? t('upload.figuresLabel') : t('upload.mainLabel')}
          disabled={disabled}
          error={errors.files}
          onUploaded={props.onUploaded}
          onRemoved={props.onRemoved}
          onBusyChange={props.onBusyChange}
        />
        {files.length === 0 && (
          <Checkbox
            label={t('upload.later')}
            description={t('upload.laterHint')}
            checked={values.uploadLater}
            onChange={(event) => onChange({ uploadLater: event.currentTarget.checked })}
            disabled={disabled}
          />
        )}
        {needsDetails && view === 'detecting' && (
          <div className={classes.detecting} role="status" aria-live="polite" data-testid="detecting-details">
            <Loader size="sm" aria-hidden="true" />
            <Text>{t('details.detecting')}</Text>
          </div>
        )}
        {needsDetails && view === 'card' && (
          <ManuscriptDetailsCard file={form.manuscripts.main[0]} languageName={languageName} wordCount={form.wordCount} onEdit={props.onEditDetails} />
        )}
        {needsDetails && view === 'form' && (
          <>
            {detectionNote && (
              <Alert color="amber" variant="light" role="status">
                {detectionNote}
              </Alert>
            )}
            <ManuscriptDetailsFields
              languages={form.manuscriptLanguages}
              manuscriptLanguageId={values.manuscriptLanguageId}
              wordCount={values.wordCount}
              onLanguageChange={(manuscriptLanguageId) => onChange({ manuscriptLanguageId })}
              onWordCountChange={(wordCount) => onChange({ wordCount })}
              languageError={errors.manuscriptLanguageId}
              wordCountError={errors.wordCount}
              disabled={disabled}
            />
          </>
        )}
      </div>
    </section>
  );
}
