import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Text } from '@mantine/core';
import { DIGITAL_EDITING_DISCOUNT_PERCENT, type DigitalEditLoadResponse } from '@marginalia/contracts/digital/digital-editing.contract';
import { formatMoney } from '@marginalia/contracts/formatting/money';
import { useApplication } from '../../lib/application-context';
import { PanelSection } from '../../components/layout/panel-section';
import { useEditingPaths } from './editing-paths';
import digital from '../../components/digital-product/digital-product.module.css';
import classes from './digital-editing.module.css';

const POINTS = ['points.trackedChanges', 'points.scientific', 'points.untouched', 'points.style', 'points.unlimited'] as const;

/** For a researcher without a running subscription: what digital editing does, the annual price 30 % off, and Subscribe. */
export function PricingCard({ load }: { load: DigitalEditLoadResponse }) {
  const { t } = useTranslation('digital-editing');
  const paths = useEditingPaths();
  const offer = load.digitalEditingPurchase;
  const currency = useApplication().currencies.find((each) => each.isoCode === offer?.currency);
  return (
    <PanelSection className={digital.panel} titleId="editing-intro" title={t('intro.title')} lead={t('intro.lead')}>
      <ul className={classes.points}>
        {POINTS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <div className={classes.pricing} data-testid="editing-pricing">
        {offer && currency ? (
          <div>
            <Text className={classes.price}>{t('pricing.perYear', { price: formatMoney(offer.price, currency) })}</Text>
            <Text size="sm">
              <s className={classes.fullPrice}>{formatMoney(offer.fullPrice, currency)}</s> {t('pricing.discount', { percent: DIGITAL_EDITING_DISCOUNT_PERCENT })}
            </Text>
          </div>
        ) : (
          <Text>{t('pricing.noCurrency', { percent: DIGITAL_EDITING_DISCOUNT_PERCENT })}</Text>
        )}
        <Button component={Link} to={paths.subscribe} size="md" data-testid="editing-subscribe">
          {load.expiredAt ? t('pricing.renew') : t('pricing.subscribe')}
        </Button>
      </div>
    </PanelSection>
  );
}
