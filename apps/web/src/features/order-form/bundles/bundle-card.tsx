import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/VisuallyHidden.css';

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Anchor, Badge, Checkbox, Collapse, Radio, Text, VisuallyHidden } from '@mantine/core';
import type { Bundle } from '@marginalia/contracts/order-form/order-form-view.contract';
import { ChevronDownIcon } from '../../../components/icons';
import { useDeadlineText, useFormMoney } from '../services/use-order-format';
import { useServiceName } from '../../../components/service-name';
import { addOnServices, bundleCardPrice } from './bundle-card-price';
import { FittedText } from './fitted-text';
import { BUNDLES_NS } from './use-term-text';
import classes from './bundles.module.css';

interface BundleCardProps {
  bundle: Bundle;
  selected: boolean;
  addOns: ReadonlySet<string>;
  rush: boolean;
  disabled: boolean;
  onSelect: () => void;
  onAddOn: (identity: string, on: boolean) => void;
  onRush: (on: boolean) => void;
}

/**
 * One bundle: its services, add-ons and learn-more text (both usable
 * once the bundle is chosen), rush when the bundle offers it, the price with the full price struck
 * through and the saving, and the returned-by date.
 */
export function BundleCard({ bundle, selected, addOns, rush, disabled, onSelect, onAddOn, onRush }: BundleCardProps) {
  const { t } = useTranslation(BUNDLES_NS);
  const money = useFormMoney();
  const deadlineText = useDeadlineText();
  const serviceName = useServiceName();
  const [learnMore, setLearnMore] = useState(false);
  const learnMoreId = useId();
  const price = bundleCardPrice(bundle, addOns, rush);
  const core = bundle.services.filter((service) => !service.addOn);
  const extras = addOnServices(bundle);
  const terms = bundle.learnMoreTerms.map((term) => t(`bundle.learnMore.${term}`, { defaultValue: '' })).filter((line) => line !== '');
  const name = t(`bundle.name.${bundle.id}`, { defaultValue: bundle.name });

  return (
    <article className={classes.bundle} data-selected={selected || undefined} data-testid={`bundle-${bundle.id}`} aria-label={name}>
      <div>
        <Radio
          name="service-bundle"
          value={String(bundle.id)}
          checked={selected}
          disabled={disabled}
          onChange={onSelect}
          label={<span className={classes.bundleName}>{name}</span>}
        />
        <ul className={classes.serviceList} aria-label={t('bundle.includes')}>
          {core.map((service) => (
            <li key={service.id}>
              <Badge variant="light" color="ink" radius="sm" tt="none" fw={500}>
                {serviceName(service.id, service.name)}
              </Badge>
            </li>
          ))}
        </ul>
      </div>
      <div className={classes.priceBox}>
        <div className={classes.price} data-testid={`bundle-${bundle.id}-price`}>
          {money(price.price)}
        </div>
        {price.fullPrice > price.price && (
          <Text className={classes.fullPrice}>
            <VisuallyHidden>{t('bundle.fullPrice')} </VisuallyHidden>
            <s>{money(price.fullPrice)}</s>
          </Text>
        )}
        {bundle.discount.displayableAmount && (
          <Badge color="teal" variant="light" tt="none">
            {t('bundle.save', { amount: bundle.discount.displayableAmount })}
          </Badge>
        )}
        <div className={classes.returnedBy}>{t('tile.returnedBy', { date: deadlineText(price.deadline) })}</div>
      </div>
      <div className={classes.extras}>
        {extras.map((service) => (
          <Checkbox
            key={service.id}
            checked={addOns.has(service.id)}
            disabled={!selected || disabled}
            onChange={(event) => onAddOn(service.id, event.currentTarget.checked)}
            label={t('bundle.addOn', { service: serviceName(service.id, service.name) })}
            description={t('bundle.addOnPrice', { price: money(rush && service.rushPrice !== null ? service.rushPrice : service.price) })}
          />
        ))}
        {bundle.rushOffered && (
          <Checkbox
            checked={rush}
            disabled={disabled}
            onChange={(event) => onRush(event.currentTarget.checked)}
            label={t('bundle.rush')}
            description={bundle.rushDeadline ? t('rush.deadline', { date: deadlineText(bundle.rushDeadline) }) : undefined}
          />
        )}
        {terms.length > 0 && (
          <div>
            <Anchor
              component="button"
              type="button"
              size="sm"
              fw={600}
              disabled={!selected}
              aria-expanded={selected && learnMore}
              aria-controls={learnMoreId}
              onClick={() => setLearnMore((open) => !open)}
              style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
            >
              {t('bundle.learnMore')}
              <ChevronDownIcon
                size={16}
                style={{ transform: selected && learnMore ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
              />
            </Anchor>
            <Collapse expanded={selected && learnMore} mt={8}>
              <FittedText id={learnMoreId} className={classes.learnMore}>
                {terms.map((line) => (
                  <p key={line}>{line}</p>
                ))}
              </FittedText>
            </Collapse>
          </div>
        )}
      </div>
    </article>
  );
}
