import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Text } from '@mantine/core';
import { formatMoney, type CurrencyFormat } from '@marginalia/contracts/formatting/money';
import type { PricedService } from '@marginalia/contracts/site/site.contract';
import { useServiceName } from '../../components/service-name';
import hidden from '../../components/visually-hidden.module.css';
import classes from './site.module.css';

/** Count-based services list their first bins, and all of them on request. */
const SHOWN_COUNTS = 5;
/** The open-ended last word bin reads "40,001 words and more". */
const OPEN_ENDED = 999_999;

export function ServicePrices({ service, currency, locale }: { service: PricedService; currency: CurrencyFormat; locale: string }) {
  const { t } = useTranslation('site');
  const serviceName = useServiceName();
  const [all, setAll] = useState(false);
  const counted = service.countedBy === 'figures' || service.countedBy === 'tables';
  const bins = counted && !all ? service.bins.slice(0, SHOWN_COUNTS) : service.bins;
  const hasRush = service.bins.some((bin) => bin.rushPrice !== null);
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  const range = (low: number, high: number) => {
    if (service.countedBy === 'none') return t('pricing.perOrder');
    if (counted) return t(`pricing.count.${service.countedBy}`, { count: low });
    if (high >= OPEN_ENDED) return t('pricing.wordsFrom', { low: number(low) });
    return t('pricing.words', { low: number(low), high: number(high) });
  };
  const days = (value: number) => t('pricing.days', { count: value });
  const name = serviceName(service.identity, service.name);
  return (
    <section className={classes.serviceBlock} aria-labelledby={`service-${service.identity}`} data-testid={`pricing-${service.identity}`}>
      <h3 id={`service-${service.identity}`}>{name}</h3>
      {service.includesCertificate && (
        <Text size="xs" c="dimmed" mb={4}>
          {t('pricing.certificate')}
        </Text>
      )}
      <div className={classes.tableWrap}>
        <table className={classes.priceTable}>
          <caption className={hidden.visuallyHidden}>{t('pricing.caption', { service: name })}</caption>
          <thead>
            <tr>
              <th scope="col">{counted ? t(`pricing.countHead.${service.countedBy}`) : service.countedBy === 'none' ? t('pricing.scope') : t('pricing.length')}</th>
              <th scope="col">{t('pricing.price')}</th>
              <th scope="col">{t('pricing.turnaround')}</th>
              {hasRush && <th scope="col">{t('pricing.rushPrice')}</th>}
              {hasRush && <th scope="col">{t('pricing.rushTurnaround')}</th>}
            </tr>
          </thead>
          <tbody>
            {bins.map((bin) => (
              <tr key={bin.low}>
                <th scope="row">{range(bin.low, bin.high)}</th>
                <td data-testid={`price-${service.identity}-${bin.low}`}>{formatMoney(bin.price, currency)}</td>
                <td>{days(bin.timeline)}</td>
                {hasRush && <td data-testid={`rush-${service.identity}-${bin.low}`}>{bin.rushPrice === null ? '—' : formatMoney(bin.rushPrice, currency)}</td>}
                {hasRush && <td>{bin.rushTimeline === null ? '—' : days(bin.rushTimeline)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {counted && service.bins.length > SHOWN_COUNTS && (
        <Button variant="subtle" size="xs" onClick={() => setAll((value) => !value)} aria-expanded={all}>
          {all ? t('pricing.showFewer') : t('pricing.showAll', { n: service.bins.length })}
        </Button>
      )}
    </section>
  );
}
