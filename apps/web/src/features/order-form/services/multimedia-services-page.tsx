import '@mantine/core/styles/Grid.css';

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Grid } from '@mantine/core';
import { useOrderForm, useOrderFormSave } from '../order-form-api';
import { ManuscriptDetailsCard } from './manuscript-details-card';
import { RushOption, rushOfferFor } from './rush-option';
import { ServiceDescriptionModal } from './service-description-modal';
import type { DescriptionEntry } from './service-descriptions';
import { tilePlacement } from './service-layout';
import { ServiceNotices } from './service-notices';
import { isCountBased, tileFigures } from './service-option-filter';
import { ServiceQuantityControls } from './service-quantity-controls';
import { ServiceTile } from './service-tile';
import { chooseServicesWithQuantities } from './services-api';
import { StepButtons } from './step-buttons';
import { SERVICES_NS, useSaveErrorText } from './use-service-text';
import { StepHeading } from '../shell/step-heading';
import layout from '../../../components/layout/layout.module.css';

/**
 * multimedia-services: the multi-select variant of the services page, for the multimedia and
 * figures-only goals. Tiles are ticked freely; Next saves the choice (PUT services) with the figure and
 * table counts of the dropdowns.
 */
export function MultimediaServicesPage() {
  const { t } = useTranslation(SERVICES_NS);
  const form = useOrderForm();
  const errorText = useSaveErrorText();
  const services = form.availableServices;
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    () => new Set(services.filter((service) => service.selected).map((service) => service.identity)),
  );
  const [quantities, setQuantities] = useState<Record<string, number>>(() =>
    Object.fromEntries(services.filter(isCountBased).map((service) => [service.identity, Math.max(1, service.quantity)])),
  );
  const [editingDetails, setEditingDetails] = useState(false);
  const [description, setDescription] = useState<DescriptionEntry | null>(null);
  const next = useOrderFormSave(chooseServicesWithQuantities);
  const placement = tilePlacement(services.length);
  const chosenServices = services.filter((service) => chosen.has(service.identity));

  const toggle = (identity: string) =>
    setChosen((current) => {
      const updated = new Set(current);
      if (updated.has(identity)) updated.delete(identity);
      else updated.add(identity);
      return updated;
    });

  const onNext = () => {
    const identities = chosenServices.map((service) => service.identity);
    next.mutate({
      identities,
      quantities: Object.fromEntries(identities.filter((id) => quantities[id] !== undefined).map((id) => [id, quantities[id] ?? 1])),
    });
  };

  return (
    <div className={layout.sections}>
      <StepHeading title={t('multimedia.title')} lead={t('multimedia.lead')} />
      <ManuscriptDetailsCard onEditingChange={setEditingDetails} />
      <ServiceNotices notices={form.notices} scientificSelected={false} />
      {services.length === 0 ? (
        <Alert color="amber" variant="light" role="status">
          {t('page.noServices')}
        </Alert>
      ) : (
        <div role="group" aria-label={t('multimedia.tilesLabel')}>
          <Grid gap="lg" pt={12}>
            {services.map((service) => {
              const quantity = quantities[service.identity] ?? 1;
              const figures = tileFigures(service, quantity, form.rush);
              return (
                <Grid.Col
                  key={service.identity}
                  span={{ base: 12, sm: placement.span <= 4 ? 6 : 12, md: placement.span }}
                  offset={{ base: 0, md: placement.offset }}
                >
                  <ServiceTile
                    service={service}
                    mode="checkbox"
                    checked={chosen.has(service.identity)}
                    price={figures.price}
                    deadline={figures.deadline}
                    busy={next.isPending}
                    onChoose={() => toggle(service.identity)}
                    onDescribe={setDescription}
                  >
                    <ServiceQuantityControls
                      service={service}
                      quantity={quantity}
                      rush={form.rush}
                      disabled={service.disabled !== null}
                      onQuantity={(value) => setQuantities((current) => ({ ...current, [service.identity]: value }))}
                    />
                  </ServiceTile>
                </Grid.Col>
              );
            })}
          </Grid>
        </div>
      )}
      <RushOption
        offer={rushOfferFor(
          form,
          chosenServices.filter((service) => service.selected),
        )}
        rushed={form.rush}
      />
      <StepButtons
        nextLabel={t('actions.reviewAdditional')}
        nextDisabled={chosen.size === 0 || next.isPending || editingDetails}
        nextLoading={next.isPending}
        onNext={onNext}
        error={next.error ? errorText(next.error) : null}
      />
      <ServiceDescriptionModal entry={description} onClose={() => setDescription(null)} />
    </div>
  );
}
