import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/SegmentedControl.css';

import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Anchor, Badge, Button, Group, Loader, SegmentedControl, Text } from '@mantine/core';
import type { StaffTestimonial } from '@marginalia/contracts/testimonials/testimonials.contract';
import { testimonialPhotoPath } from '@marginalia/contracts/testimonials/testimonials.paths';
import { staffRoutes } from '@marginalia/contracts/staff/staff.paths';
import { useLocalePath } from '../../../lib/application-context';
import { useMessages } from '../../../lib/message-store';
import { useDocumentTitle } from '../../../components/use-document-title';
import { DeskPage } from '../desk/desk-page';
import { useStaffFormat } from '../customers/use-staff-format';
import { testimonialsQuery, useModerateTestimonial, type TestimonialFilter } from './testimonials-api';
import classes from './testimonials.module.css';

const FILTERS: TestimonialFilter[] = ['pending', 'approved', 'hidden', 'all'];
const STATUS_COLOR = { pending: 'orange', approved: 'teal', hidden: 'gray' } as const;

function TestimonialCard({ testimonial }: { testimonial: StaffTestimonial }) {
  const { t } = useTranslation('staff');
  const lp = useLocalePath();
  const format = useStaffFormat();
  const { show } = useMessages();
  const moderate = useModerateTestimonial();
  const decide = (status: 'approved' | 'hidden') =>
    moderate.mutate({ id: testimonial.id, status }, { onSuccess: () => show({ type: 'success', key: status === 'approved' ? 'testimonial-approved' : 'testimonial-hidden' }) });
  return (
    <article className={classes.card} aria-label={t('testimonials.card.label', { name: testimonial.author.name })} data-testimonial={testimonial.id}>
      {testimonial.hasPhoto && <img className={classes.photo} src={testimonialPhotoPath(testimonial.id)} alt={t('testimonials.card.photo', { name: testimonial.author.name })} />}
      <div className={classes.body}>
        <Group gap="xs" mb={4}>
          <Badge color={STATUS_COLOR[testimonial.status]} variant="light">
            {t(`testimonials.status.${testimonial.status}`)}
          </Badge>
          <Badge color={testimonial.publishConsent ? 'teal' : 'gray'} variant="outline">
            {testimonial.publishConsent ? t('testimonials.card.consent') : t('testimonials.card.noConsent')}
          </Badge>
        </Group>
        <Text className={classes.quote}>“{testimonial.text}”</Text>
        <Text size="sm" mt="xs">
          <Anchor component={Link} to={lp(`${staffRoutes.customers}/${testimonial.author.identity}`)} underline="always">
            {testimonial.displayName}
          </Anchor>
          {testimonial.affiliation && ` · ${testimonial.affiliation}`} · {format.date(testimonial.date)}
        </Text>
        {testimonial.moderatedBy && testimonial.moderatedAt && (
          <Text size="xs" c="dimmed">
            {t('testimonials.card.moderated', { name: testimonial.moderatedBy, date: format.dateTime(testimonial.moderatedAt) })}
          </Text>
        )}
        <Group gap="xs" mt="sm">
          {testimonial.status !== 'approved' && (
            <Button size="compact-sm" onClick={() => decide('approved')} loading={moderate.isPending}>
              {t('testimonials.actions.approve')}
            </Button>
          )}
          {testimonial.status !== 'hidden' && (
            <Button size="compact-sm" variant="light" color="red" onClick={() => decide('hidden')} loading={moderate.isPending}>
              {t('testimonials.actions.hide')}
            </Button>
          )}
        </Group>
      </div>
    </article>
  );
}

/** /{lang}/staff/testimonials: the moderation queue. Approved testimonials whose authors agreed go on the landing page. */
export function TestimonialsDesk() {
  const { t } = useTranslation('staff');
  useDocumentTitle(t('testimonials.title'));
  const lp = useLocalePath();
  const [filter, setFilter] = useState<TestimonialFilter>('pending');
  const query = useQuery(testimonialsQuery(filter));
  return (
    <DeskPage titleId="staff-testimonials-title" title={t('testimonials.title')}>
      <Text c="dimmed" size="sm" mb="sm">
        {t('testimonials.lead')}{' '}
        <Anchor component={Link} to={lp('/staff/testimonials/feedback')} underline="always" data-testid="staff-feedback-link">
          {t('testimonials.feedbackLink')}
        </Anchor>
      </Text>
      <SegmentedControl
        mb="md"
        value={filter}
        onChange={(value) => setFilter(value as TestimonialFilter)}
        data={FILTERS.map((value) => ({ value, label: t(`testimonials.filters.${value}`) }))}
        aria-label={t('testimonials.filters.label')}
      />
      {query.isPending ? (
        <Loader size="sm" />
      ) : query.isError ? (
        <Text c="red">{t('testimonials.loadError')}</Text>
      ) : query.data.testimonials.length === 0 ? (
        <Text c="dimmed">{t('testimonials.empty')}</Text>
      ) : (
        <div className={classes.list}>
          {query.data.testimonials.map((testimonial) => (
            <TestimonialCard key={testimonial.id} testimonial={testimonial} />
          ))}
        </div>
      )}
    </DeskPage>
  );
}
