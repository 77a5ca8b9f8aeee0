import '@mantine/core/styles/Grid.css';

import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Container, Grid, Loader } from '@mantine/core';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useOrderForm } from '../order-form-api';
import { MarketingBanners } from './marketing-banners';
import { OrderSummary } from './order-form-pages';
import { ResumeWarning } from './resume-warning';
import { StepNavigation } from './step-navigation';
import { SubmitPageContext } from './submit-page-context';
import type { SubmitPage } from '@marginalia/contracts/order-form/submit-route';
import { showsMarketingBanners, showsOrderSummary, stepOfPage } from './step-rules';
import classes from './order-form-shell.module.css';

export function PageLoading() {
  const { t } = useTranslation('order-form');
  return (
    <div className={classes.pageLoading}>
      <Loader role="progressbar" aria-label={t('loading.page')} />
    </div>
  );
}

/**
 * The frame of every step: the previous-submission warning, the step bar with its progress bar, the
 * marketing banners where they belong, then the page, with the order summary beside it on the priced
 * steps (8 + 4 columns on desktop, stacked on small screens).
 */
export function OrderFormLayout({ page, children }: { page: SubmitPage; children: ReactNode }) {
  const { t } = useTranslation('order-form');
  const form = useOrderForm();
  useDocumentTitle(t(`step.${page}`));
  const content = (
    <SubmitPageContext.Provider value={page}>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </SubmitPageContext.Provider>
  );

  return (
    <Container size="lg" className={classes.page} data-page={page}>
      <div className={classes.top}>
        {form.continued && <ResumeWarning />}
        <StepNavigation steps={form.steps} step={stepOfPage(page)} />
        {showsMarketingBanners(page) && <MarketingBanners page={page} />}
      </div>
      {showsOrderSummary(page) ? (
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }} className={classes.content}>
            {content}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <aside className={classes.sidebar} aria-label={t('summary.label')}>
              <Suspense fallback={<PageLoading />}>
                <OrderSummary />
              </Suspense>
            </aside>
          </Grid.Col>
        </Grid>
      ) : (
        content
      )}
    </Container>
  );
}
