import '@mantine/core/styles/Grid.css';

import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Grid, Text } from '@mantine/core';
import type { OrderFormService } from '@marginalia/contracts/order-form/order-form-view.contract';
import { useOrderForm, useOrderFormSave } from '../order-form-api';
import { RushOption, rushOfferFor } from './rush-option';
import { ServiceDescriptionModal } from './service-description-modal';
import type { DescriptionEntry } from './service-descriptions';
import { isCountBased, tileFigures } from './service-option-filter';
import { ServiceQuantityControls } from './service-quantity-controls';
import { ServiceTile } from './service-tile';
import { addService, continueAdditionalServices, removeService, setServiceQuantity } from './services-api';
import { StepButtons } from './step-buttons';
import { SERVICES_NS, useSaveErrorText } from './use-service-text';
import { StepHeading } from '../shell/step-heading';
import { useLocalePath } from '../../../lib/application-context';
import layout from '../../../components/layout/layout.module.css';
import classes from './services.module.css';

/**
 * additional-services: optional extras, each added or removed at once (PUT / DELETE
 * services/{identity}) with a quantity dropdown for figure- and table-priced ones; concierge services
 * are quoted by support ('Get a Quote'). Next: PUT additional-services/continue.
 */
export function AdditionalServicesPage() {
  const { t } = useTranslation(SERVICES_NS);
  const lp = useLocalePath();
  const form = useOrderForm();
  const errorText = useSaveErrorText();
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [description, setDescription] = useState<DescriptionEntry | null>(null);
  const add = useOrderFormSave(addService, { navigate: false });
  const remove = useOrderFormSave(removeService, { navigate: false });
  const quantity = useOrderFormSave(setServiceQuantity, { navigate: false });
  const next = useOrderFormSave(continueAdditionalServices);
  const pendingIdentity = add.isPending
    ? add.variables.identity
    : remove.isPending
      ? remove.variables
      : quantity.isPending
        ? quantity.variables.identity
        : null;
  const saving = pendingIdentity !== null || next.isPending;
  const chosen = [...form.availableServices, ...form.additionalServices].filter((service) => service.selected);
  // A service can be removed only if more than one service remains and it is removable.
  const removable = (service: OrderFormService) => service.removable && form.services.length > 1;
  const quantityOf = (service: OrderFormService) => quantities[service.identity] ?? Math.max(1, service.quantity);
  const failure =
    [add.error, remove.error, quantity.error].map((error) => (error ? errorText(error) : null)).find((text) => text !== null) ?? null;

  const toggle = (service: OrderFormService) => {
    if (service.selected) remove.mutate(service.identity);
    else add.mutate({ identity: service.identity, ...(isCountBased(service) ? { quantity: quantityOf(service) } : {}) });
  };

  const changeQuantity = (service: OrderFormService, value: number) => {
    setQuantities((current) => ({ ...current, [service.identity]: value }));
    if (service.selected) quantity.mutate({ identity: service.identity, quantity: value });
  };

  return (
    <div className={layout.sections}>
      <StepHeading title={t('additional.title')} lead={t('additional.lead')} />
      {form.additionalServices.length === 0 && form.availableConciergeServices.length === 0 && (
        <Alert color="ink" variant="light" role="status">
          {t('additional.none')}
        </Alert>
      )}
      <Grid gap="lg">
        {form.additionalServices.map((service) => {
          const figures = tileFigures(service, quantityOf(service), form.rush);
          return (
            <Grid.Col key={service.identity} span={{ base: 12, sm: 6 }}>
              <ServiceTile
                service={service}
                mode="button"
                checked={service.selected}
                locked={!removable(service)}
                price={figures.price}
                deadline={figures.deadline}
                busy={pendingIdentity === service.identity}
                onChoose={() => toggle(service)}
                onDescribe={setDescription}
              >
                <ServiceQuantityControls
                  service={service}
                  quantity={quantityOf(service)}
                  rush={form.rush}
                  disabled={service.disabled !== null}
                  busy={quantity.isPending && quantity.variables.identity === service.identity}
                  onQuantity={(value) => changeQuantity(service, value)}
                />
              </ServiceTile>
            </Grid.Col>
          );
        })}
        {form.availableConciergeServices.map((concierge) => (
          <Grid.Col key={concierge.key} span={12}>
            <section className={`${layout.panel} ${classes.card}`} aria-labelledby={`concierge-${concierge.key}`}>
              <div className={classes.row}>
                <div>
                  <h3 id={`concierge-${concierge.key}`} className={classes.tileName} style={{ margin: 0 }}>
                    {t(`concierge.${concierge.key}.name`, { defaultValue: concierge.key })}
                  </h3>
                  <Text className={classes.tileShort}>
                    {t(`concierge.${concierge.key}.text`, { defaultValue: t('concierge.default') })}
                  </Text>
                </div>
                <Button
                  component={Link}
                  to={lp(concierge.supportPath)}
                  variant="light"
                  aria-label={t('concierge.quoteFor', { service: t(`concierge.${concierge.key}.name`, { defaultValue: concierge.key }) })}
                >
                  {t('concierge.quote')}
                </Button>
              </div>
            </section>
          </Grid.Col>
        ))}
      </Grid>
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      <RushOption offer={rushOfferFor(form, chosen)} rushed={form.rush} />
      <StepButtons
        nextLabel={t('actions.continue')}
        nextDisabled={saving}
        nextLoading={next.isPending}
        onNext={() => next.mutate(undefined)}
        error={next.error ? errorText(next.error) : null}
      />
      <ServiceDescriptionModal entry={description} onClose={() => setDescription(null)} />
    </div>
  );
}
