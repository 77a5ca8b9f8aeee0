import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Checkbox.css';

import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Checkbox, FileInput, Text, TextInput, Textarea } from '@mantine/core';
import { TESTIMONIAL_AFFILIATION_MAX, TESTIMONIAL_MAX_LENGTH, TESTIMONIAL_PHOTO_MAX_BYTES } from '@marginalia/contracts/testimonials/testimonials.contract';
import { TESTIMONIAL_REWARD_POINTS } from '@marginalia/contracts/rewards/earn-teasers';
import { isApiError } from '../../lib/api-client';
import { useCurrentUser, useLocalePath } from '../../lib/application-context';
import { useMessages } from '../../lib/message-store';
import { useMessageText } from '../../components/form-messages';
import { Page } from '../../components/layout/page';
import { PageHeader } from '../../components/layout/page-header';
import { useDocumentTitle } from '../../components/use-document-title';
import layout from '../../components/layout/layout.module.css';
import { photoProblem } from './testimonial-rules';
import { useSubmitTestimonial } from './testimonials-api';

/**
 * /{lang}/testimonials/submit: the testimonial (required), the affiliation shown with it, at most one photo
 * (JPEG or PNG, 8 MB; the server re-encodes it without its metadata) and the permission to publish it. On
 * success the message is shown and the user goes to /researcher.
 */
export function TestimonialSubmitPage() {
  const { t } = useTranslation('rewards');
  useDocumentTitle(t('testimonial.page.title'));
  const text = useMessageText();
  const { show } = useMessages();
  const navigate = useNavigate();
  const lp = useLocalePath();
  const user = useCurrentUser();
  const submit = useSubmitTestimonial();
  const [testimonial, setTestimonial] = useState('');
  const [affiliation, setAffiliation] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [publishConsent, setPublishConsent] = useState(true);
  const [errors, setErrors] = useState<{ testimonial?: string; photo?: string; form?: string }>({});

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (testimonial.trim() === '') return setErrors({ testimonial: text('testimonial-required') });
    const problem = photoProblem(photo);
    if (problem) return setErrors({ photo: text(problem, { maxMegabytes: TESTIMONIAL_PHOTO_MAX_BYTES / (1024 * 1024) }) });
    setErrors({});
    submit.mutate(
      { testimonial, affiliation, publishConsent, photo },
      {
        onSuccess: () => {
          show({ type: 'success', key: 'testimonial-success' });
          navigate(lp('/researcher'));
        },
        onError: (failure) => {
          if (!isApiError(failure)) return setErrors({ form: text('generic-error') });
          const message = failure.message || text(failure.key);
          if (failure.key.startsWith('testimonial-photo') || failure.key === 'file-too-large') setErrors({ photo: message });
          else if (failure.fields.testimonial || failure.key.startsWith('testimonial-')) setErrors({ testimonial: message });
          else setErrors({ form: message });
        },
      },
    );
  };

  return (
    <Page size="sm">
      <PageHeader title={t('testimonial.page.title')} lead={t('testimonial.page.lead', { points: TESTIMONIAL_REWARD_POINTS })} />
      {user.submittedTestimonial && (
        <Alert color="teal" variant="light" mb="md">
          {t('testimonial.page.already')}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate className={layout.fields} data-testid="testimonial-form">
        <Textarea
          label={t('testimonial.form.testimonial')}
          description={t('testimonial.form.testimonialHint')}
          required
          autosize
          minRows={5}
          maxLength={TESTIMONIAL_MAX_LENGTH}
          value={testimonial}
          onChange={(event) => setTestimonial(event.currentTarget.value)}
          error={errors.testimonial}
        />
        <TextInput label={t('testimonial.form.affiliation')} description={t('testimonial.form.affiliationHint')} maxLength={TESTIMONIAL_AFFILIATION_MAX} value={affiliation} onChange={(event) => setAffiliation(event.currentTarget.value)} />
        <FileInput
          label={t('testimonial.form.photo')}
          description={t('testimonial.form.photoHint')}
          placeholder={t('testimonial.form.photoPlaceholder')}
          accept="image/jpeg,image/png"
          clearable
          clearButtonProps={{ 'aria-label': t('testimonial.form.photoClear') }}
          value={photo}
          onChange={setPhoto}
          error={errors.photo}
        />
        <Checkbox label={t('testimonial.form.consent')} checked={publishConsent} onChange={(event) => setPublishConsent(event.currentTarget.checked)} />
        {errors.form && <Alert color="red">{errors.form}</Alert>}
        <Text size="xs" c="dimmed">
          {t('testimonial.form.privacy')}
        </Text>
        <div className={layout.buttons}>
          <Button type="submit" loading={submit.isPending}>
            {t('testimonial.form.submit')}
          </Button>
        </div>
      </form>
    </Page>
  );
}
