import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';

import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Anchor, Button, Loader, Select, Text, Title } from '@mantine/core';
import { formatMoney } from '@marginalia/contracts/formatting/money';
import { bcp47 } from '@marginalia/contracts/i18n/languages';
import { supportRoutes } from '@marginalia/contracts/support/support.paths';
import { Page } from '../../components/layout/page';
import { PageHeader } from '../../components/layout/page-header';
import { PanelSection } from '../../components/layout/panel-section';
import { useServiceName } from '../../components/service-name';
import { useDocumentTitle } from '../../components/use-document-title';
import { useApplication, useCurrentUser, useLocalePath, useSiteLanguage } from '../../lib/application-context';
import { ServicePrices } from './price-tables';
import { pricingQuery } from './site-api';
import classes from './site.module.css';

/**
 * /{lang}/pricing: the price list generated from the live catalogue with the order form's own price engine
 * (GET /api/site/pricing): every service by word-count bin with turnaround and rush, the bundles, the
 * additional services, in the reader's currency (?currency=, else the account's; the China site's visitors
 * see yuan). The order form shows the exact price of a manuscript; these are the same numbers.
 */
export function PricingPage() {
  const { t } = useTranslation('site');
  const lp = useLocalePath();
  const user = useCurrentUser();
  const application = useApplication();
  const locale = bcp47(useSiteLanguage());
  const serviceName = useServiceName();
  const [params, setParams] = useSearchParams();
  const asked = params.get('currency') ?? undefined;
  const fallback = user.loggedIn ? undefined : application.currentLocalization.identity === 'cn' ? 'CNY' : undefined;
  const list = useQuery({ ...pricingQuery(asked ?? fallback), placeholderData: keepPreviousData });
  useDocumentTitle(t('pricing.title'));
  const data = list.data;
  const currency = data ? { ...data.currency } : null;

  return (
    <Page size="lg">
      <div className={classes.pricingHead}>
        <PageHeader title={t('pricing.title')} lead={t('pricing.lead')} spacing="compact" />
        {data && (
          <Select
            label={t('pricing.currency')}
            data={data.currencies.map((each) => ({ value: each.isoCode, label: `${each.isoCode} · ${each.shortName}` }))}
            value={data.currency.isoCode}
            onChange={(value) => value && setParams({ currency: value })}
            allowDeselect={false}
            w={220}
            data-testid="pricing-currency"
          />
        )}
      </div>
      {list.isPending && <Loader size="sm" aria-label={t('pricing.loading')} />}
      {list.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('pricing.failed')}
        </Alert>
      )}
      {data && currency && (
        <>
          <Text size="sm" mb="md">
            {t('pricing.how')}
          </Text>
          {data.groups.map((group) => (
            <PanelSection key={group.slug} className={classes.panel} titleId={`group-${group.slug}`} title={t(`pricing.group.${group.slug}`, { defaultValue: group.name })} lead={t(`pricing.groupLead.${group.slug}`, { defaultValue: '' }) || undefined}>
              {group.services.map((service) => (
                <ServicePrices key={service.identity} service={service} currency={currency} locale={locale} />
              ))}
            </PanelSection>
          ))}
          {data.bundles.length > 0 && (
            <PanelSection className={classes.panel} titleId="bundles" title={t('pricing.bundles')} lead={t('pricing.bundlesLead', { words: new Intl.NumberFormat(locale).format(data.bundles[0]?.example.wordCount ?? 0) })}>
              <div className={classes.bundles}>
                {data.bundles.map((bundle) => (
                  <article key={bundle.id} className={classes.bundle} data-testid={`bundle-${bundle.id}`}>
                    <Title order={3} size="h5">
                      {bundle.services.map((identity) => serviceName(identity, identity)).join(' + ')}
                    </Title>
                    <Text size="sm" mt={4}>
                      {t('pricing.bundleDiscount', { percent: bundle.discountPercent, rush: bundle.rushDiscountPercent })}
                    </Text>
                    <Text size="sm" mt={4}>
                      <s>{formatMoney(bundle.example.fullPrice, currency)}</s> <strong>{formatMoney(bundle.example.discountPrice, currency)}</strong>
                    </Text>
                    {bundle.addOns.length > 0 && (
                      <Text size="xs" c="dimmed" mt={4}>
                        {t('pricing.addOns', { services: bundle.addOns.map((identity) => serviceName(identity, identity)).join(', ') })}
                      </Text>
                    )}
                  </article>
                ))}
              </div>
            </PanelSection>
          )}
          <PanelSection className={classes.panel} titleId="quoted" title={t('pricing.quoted')} lead={t('pricing.quotedLead')}>
            <ul className={classes.items}>
              {data.conciergeServices.map((service) => (
                <li key={service}>
                  <Anchor component={Link} to={lp(supportRoutes.quote(service))}>
                    {t('pricing.quoteFor', { service: t(`concierge.${service}`) })}
                  </Anchor>
                </li>
              ))}
            </ul>
          </PanelSection>
          <Text size="sm" c="dimmed" mt="md">
            {t('pricing.notes')}
          </Text>
          <Button component={Link} to={lp('/researcher/submit/get-started')} mt="md">
            {t('pricing.start')}
          </Button>
        </>
      )}
    </Page>
  );
}
