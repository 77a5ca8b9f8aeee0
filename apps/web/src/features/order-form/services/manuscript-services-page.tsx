import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Checkbox, Grid } from '@mantine/core';
import type { OrderFormService } from '@marginalia/contracts/order-form/order-form-view.contract';
import { useFeatureFlag } from '../../../lib/application-context';
import { useOrderForm, useOrderFormSave } from '../order-form-api';
import { BundleQuestionForm } from '../bundles/bundle-question-form';
import { ManuscriptDetailsCard } from './manuscript-details-card';
import { RushOption, rushOfferFor } from './rush-option';
import { ServiceDescriptionModal } from './service-description-modal';
import type { DescriptionEntry } from './service-descriptions';
import { layoutTiles, type TilePlacement } from './service-layout';
import { ServiceNotices } from './service-notices';
import { ServiceQuantityControls } from './service-quantity-controls';
import { chosenService, editingShown, nextEnabled, servicesPayload } from './service-selection';
import { ServiceTile } from './service-tile';
import { chooseServices, selectService, setServiceQuantity } from './services-api';
import { StepButtons } from './step-buttons';
import { SERVICES_NS, useSaveErrorText } from './use-service-text';
import { WordCountChangeControl } from './word-count-change-control';
import { StepHeading } from '../shell/step-heading';
import pageLayout from '../../../components/layout/layout.module.css';

/** Grid column props of a tile: full width on phones, two per row on tablets, the layout rule on desktop. */
function colProps(placement: TilePlacement) {
  return { span: { base: 12, sm: placement.span <= 4 ? 6 : 12, md: placement.span }, offset: { base: 0, md: placement.offset } };
}

/**
 * select / manuscript-services: the manuscript details card, then the editing, translation or
 * rework tiles the server offers for the goal (one to choose), 'decline editing', rush, notices and the
 * change-word-count control; the bundle question form instead of the tiles when the researcher asked
 * for help deciding.
 */
export function ManuscriptServicesPage() {
  const { t } = useTranslation(SERVICES_NS);
  const form = useOrderForm();
  const errorText = useSaveErrorText();
  const featuredComponent = useFeatureFlag('featured_editing_service_component');
  const [declined, setDeclined] = useState(form.declineEditing);
  const [editingDetails, setEditingDetails] = useState(false);
  const [description, setDescription] = useState<DescriptionEntry | null>(null);
  const select = useOrderFormSave(selectService, { navigate: false });
  const quantity = useOrderFormSave(setServiceQuantity, { navigate: false });
  const next = useOrderFormSave(chooseServices);

  const services = form.availableServices;
  const chosen = chosenService(services, declined);
  const showDecline = editingShown(services);
  const saving = select.isPending || quantity.isPending || next.isPending;
  const layout = layoutTiles(services, featuredComponent);
  const tileError = select.error ? errorText(select.error) : quantity.error ? errorText(quantity.error) : null;

  const choose = (service: OrderFormService) => {
    setDeclined(false);
    if (service.selected) return;
    select.mutate(service.identity);
  };

  const tile = (service: OrderFormService, featured: boolean) => (
    <ServiceTile
      service={service}
      mode="radio"
      group="manuscript-service"
      checked={chosen?.identity === service.identity}
      featured={featured}
      busy={select.isPending}
      onChoose={() => choose(service)}
      onDescribe={setDescription}
    >
      {service.selected && (
        <ServiceQuantityControls
          service={service}
          quantity={service.quantity}
          rush={form.rush}
          busy={quantity.isPending}
          onQuantity={(value) => quantity.mutate({ identity: service.identity, quantity: value })}
        />
      )}
    </ServiceTile>
  );

  return (
    <div className={pageLayout.sections}>
      <StepHeading title={form.serviceBundle.interested ? t('page.bundleTitle') : t('page.title')} lead={form.serviceBundle.interested ? t('page.bundleLead') : t('page.lead')} />

      <ManuscriptDetailsCard onEditingChange={setEditingDetails} />

      {form.serviceBundle.interested ? (
        <BundleQuestionForm />
      ) : (
        <>
          <ServiceNotices notices={form.notices} scientificSelected={chosen?.identity === 'scientific-editing'} />
          {services.length === 0 ? (
            <Alert color="amber" variant="light" role="status">
              {t('page.noServices')}
            </Alert>
          ) : (
            <div role="radiogroup" aria-label={t('page.tilesLabel')}>
              <Grid gap="lg" pt={12}>
                {layout.featured && <Grid.Col {...colProps(layout.featured.placement)}>{tile(layout.featured.item, true)}</Grid.Col>}
                {layout.rest.map(({ item, placement }) => (
                  <Grid.Col key={item.identity} {...colProps(placement)}>
                    {tile(item, false)}
                  </Grid.Col>
                ))}
              </Grid>
            </div>
          )}
          {tileError && (
            <Alert color="red" variant="light" role="alert">
              {tileError}
            </Alert>
          )}
          {showDecline && (
            <Checkbox
              checked={declined}
              onChange={(event) => setDeclined(event.currentTarget.checked)}
              label={t('decline.label')}
              description={t('decline.description')}
              disabled={saving}
            />
          )}
          <RushOption offer={rushOfferFor(form, chosen ? [chosen] : [])} rushed={form.rush} />
          {form.customerGoal?.requiresWordCount !== false && form.wordCount !== null && <WordCountChangeControl />}
          <StepButtons
            nextLabel={t('actions.reviewAdditional')}
            nextDisabled={!nextEnabled({ selected: chosen !== null, declined, editingShown: showDecline, saving, editingDetails })}
            nextLoading={next.isPending}
            onNext={() => next.mutate(servicesPayload(chosen, declined))}
            error={next.error ? errorText(next.error) : null}
          />
        </>
      )}
      <ServiceDescriptionModal entry={description} onClose={() => setDescription(null)} />
    </div>
  );
}
