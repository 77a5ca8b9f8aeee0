import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Badge.css';

import { lazy, Suspense, type ComponentType } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Container, SimpleGrid, Text, Title } from '@mantine/core';
import type { Application, CurrentUser } from '@marginalia/contracts/app-config/app-config.contract';
import { useApplication, useCurrentUser, useLocalePath } from '../../lib/application-context';
import {
  ArrowRightIcon,
  BookIcon,
  CalendarClockIcon,
  CertificateIcon,
  ChartIcon,
  LanguagesIcon,
  LayoutIcon,
  PenIcon,
  ShieldCheckIcon,
  SparkIcon,
  WalletIcon,
} from '../../components/icons';
import { useDocumentTitle } from '../../components/use-document-title';
import { ManuscriptIllustration } from './manuscript-illustration';
import { catalogueAmount } from '../../components/catalogue-amount';
import classes from './landing-page.module.css';

type ServiceGroup = Application['config']['serviceGroups'][number];

/** Published testimonials: loaded after the page, so they never weigh on the first visit. */
const LandingTestimonials = lazy(() => import('../testimonials/testimonials.public').then((m) => ({ default: m.LandingTestimonials })));

/** Re-editing is ordered from a completed order, not from the front page. */
const NOT_ON_FRONT_PAGE = new Set(['rework']);

const GROUP_ICON: Record<string, ComponentType<{ size?: number }>> = {
  editing: PenIcon,
  translation: LanguagesIcon,
  formatting: LayoutIcon,
  figures: ChartIcon,
  journalrec: BookIcon,
  promotion: SparkIcon,
};

const PAYMENT_METHODS = ['card', 'paypal', 'alipay', 'wechat', 'unionpay', 'boleto', 'bank'] as const;

/** The group's lowest price in the visitor's currency, converted and rounded as the order form prices it. */
function fromPrice(group: ServiceGroup, currency: CurrentUser['currency']): string | null {
  return group.basePrice === null ? null : catalogueAmount(group.basePrice, currency);
}

function ServiceCard({ group }: { group: ServiceGroup }) {
  const { t } = useTranslation('landing');
  const user = useCurrentUser();
  const lp = useLocalePath();
  const price = fromPrice(group, user.currency);
  const Icon = GROUP_ICON[group.serviceType] ?? PenIcon;
  const headingId = `service-${group.slug}`;
  return (
    <article className={classes.serviceCard} aria-labelledby={headingId} data-service-group={group.slug}>
      <div className={classes.serviceIcon}>
        <Icon size={22} />
      </div>
      <Title order={3} id={headingId} className={classes.serviceTitle}>
        {t(`group.${group.slug}.name`, { defaultValue: group.name })}
      </Title>
      <Text className={classes.serviceText}>{t(`group.${group.slug}.description`, { defaultValue: '' })}</Text>
      {group.services.length > 0 && (
        <ul className={classes.serviceList}>
          {group.services.map((service) => (
            <li key={service.identity}>{t(`service.${service.identity}`, { defaultValue: service.name })}</li>
          ))}
        </ul>
      )}
      <div className={classes.serviceFooter}>
        {price ? (
          <p className={classes.price}>
            <span className={classes.priceLabel}>{t('services.from')}</span> <span className={classes.priceValue} data-testid="from-price">
              {price}
            </span>
          </p>
        ) : (
          <span />
        )}
        <Link to={lp('/researcher/submit/get-started')} className={classes.serviceLink}>
          {t('services.order')}
          <ArrowRightIcon size={16} />
        </Link>
      </div>
    </article>
  );
}

export function LandingPage() {
  const { t } = useTranslation('landing');
  const application = useApplication();
  const user = useCurrentUser();
  const lp = useLocalePath();
  useDocumentTitle(t('documentTitle'));

  const groups = application.config.serviceGroups.filter((group) => !NOT_ON_FRONT_PAGE.has(group.slug));

  return (
    <div className={classes.page}>
      <section className={classes.hero} aria-labelledby="landing-title">
        <Container size="lg" className={classes.heroInner}>
          <div className={classes.heroCopy}>
            <p className={classes.eyebrow}>{t('hero.eyebrow')}</p>
            <Title order={1} id="landing-title" className={classes.heroTitle}>
              {t('hero.title')}
            </Title>
            <Text className={classes.heroLead}>{t('hero.lead')}</Text>
            <div className={classes.ctas}>
              <Button component={Link} to={lp('/researcher/submit/get-started')} size="lg" rightSection={<ArrowRightIcon size={18} />}>
                {t('cta.startOrder')}
              </Button>
              {user.loggedIn ? (
                <Button component={Link} to={lp('/researcher')} size="lg" variant="default">
                  {t('cta.myOrders')}
                </Button>
              ) : (
                <Button component={Link} to={lp('/login')} size="lg" variant="default">
                  {t('cta.signIn')}
                </Button>
              )}
            </div>
            <Link to={lp('/certificate')} className={classes.verifyLink}>
              <CertificateIcon size={18} />
              {t('cta.verifyCertificate')}
            </Link>
          </div>
          <ManuscriptIllustration />
        </Container>
      </section>

      <section className={classes.section} aria-labelledby="services-title">
        <Container size="lg">
          <div className={classes.sectionHead}>
            <Title order={2} id="services-title">
              {t('services.title')}
            </Title>
            <Text className={classes.sectionLead}>{t('services.lead', { currency: user.currency.isoCode })}</Text>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: Math.min(4, Math.max(groups.length, 1)) }} spacing="lg">
            {groups.map((group) => (
              <ServiceCard key={group.slug} group={group} />
            ))}
          </SimpleGrid>
        </Container>
      </section>

      <section className={`${classes.section} ${classes.sectionAlt}`} aria-labelledby="why-title">
        <Container size="lg">
          <div className={classes.sectionHead}>
            <Title order={2} id="why-title">
              {t('why.title')}
            </Title>
          </div>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
            <div className={classes.point}>
              <div className={classes.pointIcon}>
                <ShieldCheckIcon size={24} />
              </div>
              <Title order={3} className={classes.pointTitle}>
                {t('why.editors.title')}
              </Title>
              <Text className={classes.pointText}>{t('why.editors.text')}</Text>
            </div>
            <div className={classes.point}>
              <div className={classes.pointIcon}>
                <CalendarClockIcon size={24} />
              </div>
              <Title order={3} className={classes.pointTitle}>
                {t('why.deadlines.title')}
              </Title>
              <Text className={classes.pointText}>{t('why.deadlines.text')}</Text>
            </div>
            <div className={classes.point}>
              <div className={classes.pointIcon}>
                <WalletIcon size={24} />
              </div>
              <Title order={3} className={classes.pointTitle}>
                {t('why.payments.title')}
              </Title>
              <Text className={classes.pointText}>{t('why.payments.text')}</Text>
              <ul className={classes.methods} aria-label={t('why.payments.methods')}>
                {PAYMENT_METHODS.map((method) => (
                  <li key={method}>
                    <Badge variant="light" color="ink" radius="sm" size="md" className={classes.method}>
                      {t(`payment.${method}`)}
                    </Badge>
                  </li>
                ))}
              </ul>
            </div>
          </SimpleGrid>
        </Container>
      </section>

      <section className={classes.section} aria-labelledby="steps-title">
        <Container size="lg">
          <div className={classes.sectionHead}>
            <Title order={2} id="steps-title">
              {t('steps.title')}
            </Title>
          </div>
          <ol className={classes.steps}>
            {(['upload', 'choose', 'receive'] as const).map((step, index) => (
              <li key={step} className={classes.step}>
                <span className={classes.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <Title order={3} className={classes.stepTitle}>
                    {t(`steps.${step}.title`)}
                  </Title>
                  <Text className={classes.stepText}>{t(`steps.${step}.text`)}</Text>
                </div>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <Suspense fallback={null}>
        <LandingTestimonials />
      </Suspense>

      <section className={classes.band} aria-labelledby="band-title">
        <Container size="lg" className={classes.bandInner}>
          <div>
            <Title order={2} id="band-title" className={classes.bandTitle}>
              {t('band.title')}
            </Title>
            <Text className={classes.bandText}>{t('band.text')}</Text>
          </div>
          <div className={classes.bandActions}>
            <Button component={Link} to={lp('/researcher/submit/get-started')} size="lg" color="amber.4" c="ink.9" rightSection={<ArrowRightIcon size={18} />}>
              {t('cta.startOrder')}
            </Button>
            <Button component={Link} to={lp('/certificate')} size="lg" variant="outline" className={classes.bandSecondary}>
              {t('cta.verifyCertificate')}
            </Button>
          </div>
        </Container>
      </section>
    </div>
  );
}
