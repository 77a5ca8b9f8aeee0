import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/VisuallyHidden.css';

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Text, VisuallyHidden } from '@mantine/core';
import { formatMoney } from '@marginalia/contracts/formatting/money';
import { displayDeadline } from '@marginalia/contracts/formatting/dates';
import type { OrderForm } from '@marginalia/contracts/order-form/order-form-view.contract';
import { useSiteLanguage } from '../../../lib/application-context';
import { useServiceName } from '../../../components/service-name';
import { chosenManuscriptLanguage, manuscriptFileNames } from './summary-rules';
import { useDisplayTimeZone } from '../use-display-time-zone';
import classes from './order-summary.module.css';

interface SectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

/** One titled block of the sidebar. */
export function SummarySection({ id, title, children }: SectionProps) {
  return (
    <section className={classes.section} aria-labelledby={id} data-testid={id}>
      <h3 id={id} className={classes.sectionTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** MANUSCRIPT: file names, language and word count. */
export function ManuscriptSection({ form }: { form: OrderForm }) {
  const { t, i18n } = useTranslation('order-summary');
  const names = manuscriptFileNames(form.manuscripts);
  const siteLanguage = useSiteLanguage();
  const language = chosenManuscriptLanguage(form, siteLanguage);
  const wordCount = form.wordCount ?? form.calculatedWordCount;
  return (
    <SummarySection id="order-summary-manuscript" title={t('summary.manuscript')}>
      {names.length > 0 ? (
        <ul className={classes.fileList} aria-label={t('summary.files')}>
          {names.map((name, index) => (
            <li key={`${index}-${name}`}>{name}</li>
          ))}
        </ul>
      ) : (
        <Text size="sm" c="gray.7">
          {form.uploadLater ? t('summary.uploadLater') : t('summary.noFiles')}
        </Text>
      )}
      {(language || wordCount !== null) && (
        <dl className={classes.facts}>
          {language && (
            <>
              <dt>{t('summary.language')}</dt>
              <dd>{language}</dd>
            </>
          )}
          {wordCount !== null && (
            <>
              <dt>{t('summary.wordCount')}</dt>
              <dd>{new Intl.NumberFormat(i18n.language).format(wordCount)}</dd>
            </>
          )}
        </dl>
      )}
    </SummarySection>
  );
}

/** SERVICES: each line item with its list price struck through when discounted. */
export function ServicesSection({ form }: { form: OrderForm }) {
  const { t } = useTranslation('order-summary');
  const serviceName = useServiceName();
  const money = (minor: number) => formatMoney(minor, form.currency);
  return (
    <SummarySection id="order-summary-services" title={t('summary.services')}>
      {form.lineItems.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('summary.noServices')}
        </Text>
      ) : (
        form.lineItems.map((item, index) => (
          <div className={classes.row} key={`${item.serviceIdentity}-${index}`} data-testid="order-summary-line">
            <div className={classes.rowMain}>
              <div className={classes.name}>
                {serviceName(item.serviceIdentity, item.name)}
              </div>
              <div className={classes.meta}>
                {item.quantity > 1 && <span>{t('summary.quantity', { quantity: item.quantity })} </span>}
                {item.rush && (
                  <Badge color="amber" variant="light" size="xs" radius="sm">
                    {t('summary.rush')}
                  </Badge>
                )}
              </div>
            </div>
            <div className={classes.amounts}>
              {item.discountAmount > 0 && (
                <span className={classes.listPrice}>
                  <VisuallyHidden>{t('summary.listPrice')} </VisuallyHidden>
                  {money(item.listPrice)}
                </span>
              )}
              <span className={classes.price}>
                {item.discountAmount > 0 && <VisuallyHidden>{t('summary.yourPrice')} </VisuallyHidden>}
                {money(item.totalPrice)}
              </span>
            </div>
          </div>
        ))
      )}
    </SummarySection>
  );
}

/** DUE DATE: the order's deadline in the user's (or the visitor's browser's) time zone. */
export function DueDateSection({ form }: { form: OrderForm }) {
  const { t } = useTranslation('order-summary');
  const language = useSiteLanguage();
  const timeZone = useDisplayTimeZone();
  let text: string;
  if (form.deadline) text = displayDeadline(new Date(form.deadline), timeZone, language);
  else if (form.hasVeryLongWordCount) text = t('summary.dueDateIndividual');
  else text = t('summary.dueDateNone');
  return (
    <SummarySection id="order-summary-due-date" title={t('summary.dueDate')}>
      <Text size="sm" fw={form.deadline ? 600 : 400} c={form.deadline ? 'ink.9' : 'gray.7'} data-testid="order-summary-deadline">
        {text}
      </Text>
    </SummarySection>
  );
}

/** TOTAL: what the order costs now, and the list total when discounts take something off. */
export function TotalSection({ form }: { form: OrderForm }) {
  const { t } = useTranslation('order-summary');
  const discounted = form.listTotal !== form.total;
  return (
    <section className={classes.section} aria-label={t('summary.total')}>
      <div className={classes.total}>
        <span className={classes.totalLabel}>{t('summary.total')}</span>
        <span className={classes.totalAmount} data-testid="order-summary-total">
          {formatMoney(form.total, form.currency)}
        </span>
      </div>
      {discounted && (
        <div className={classes.totalList}>
          {t('summary.listTotal')} <s>{formatMoney(form.listTotal, form.currency)}</s>
        </div>
      )}
      <Text size="xs" c="gray.7" ta="right" mt={2}>
        {t('summary.currencyNote', { currency: form.currency.isoCode })}
      </Text>
    </section>
  );
}
