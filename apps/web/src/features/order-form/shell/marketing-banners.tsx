import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '@mantine/core';
import { bcp47 } from '@marginalia/contracts/i18n/languages';
import { useApplication, useCurrentUser, useSiteLanguage } from '../../../lib/application-context';
import { GlobeIcon, SparkIcon, WalletIcon } from '../../../components/icons';
import { useOrderForm } from '../order-form-api';
import { currencyLabel, marketingBanners, promoGreetingCode, type MarketingBanner } from './banner-rules';
import type { SubmitPage } from '@marginalia/contracts/order-form/submit-route';
import classes from './order-form-shell.module.css';

function Banner({ banner }: { banner: MarketingBanner }) {
  const { t } = useTranslation('order-form');
  switch (banner.kind) {
    case 'revenue-share':
      return (
        <Alert className={classes.banner} color="ink" variant="light" icon={<SparkIcon />} title={t('banner.revenueShare.title')}>
          {banner.greetingText || t('banner.revenueShare.text')}
        </Alert>
      );
    case 'promo':
      return (
        <Alert className={classes.banner} color="teal" variant="light" icon={<WalletIcon />} data-testid="promo-banner">
          {t('banner.promo', { code: banner.code })}
        </Alert>
      );
    case 'currency':
      return (
        <Alert className={classes.banner} color="gray" variant="light" icon={<GlobeIcon />} data-testid="currency-banner">
          {banner.choosable ? t('banner.currency', { currency: banner.currencyName }) : t('banner.currencyFixed', { currency: banner.currencyName })}
        </Alert>
      );
  }
}

/**
 * The marketing banners of get-started and manuscript-services: the revenue-share welcome for
 * the cambridge1 group, the promotional-code greeting and, for visitors, the currency the prices are in.
 */
export function MarketingBanners({ page }: { page: SubmitPage }) {
  const application = useApplication();
  const user = useCurrentUser();
  const form = useOrderForm();
  const location = useLocation();
  const locale = bcp47(useSiteLanguage());
  const banners = marketingBanners({
    page,
    preferredGroup: application.preferredGroup,
    promoCode: promoGreetingCode(location.state, form.discounts),
    loggedIn: user.loggedIn,
    currencyName: currencyLabel(form.currency.isoCode, form.currency.shortName, locale),
    currencyChoices: form.currencies.length,
  });
  if (banners.length === 0) return null;
  return (
    <div className={classes.banners}>
      {banners.map((banner) => (
        <Banner key={banner.kind} banner={banner} />
      ))}
    </div>
  );
}
