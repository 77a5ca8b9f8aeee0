import '@mantine/core/styles/Grid.css';

import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Grid } from '@mantine/core';
import { stepUrl } from '@marginalia/contracts/order-form/order-form.paths';
import { useLocalePath } from '../../../lib/application-context';
import { useMessageText } from '../../../components/form-messages';
import { useOrderForm, useOrderFormSave } from '../order-form-api';
import { useSaveErrorText } from '../services/use-service-text';
import { StepActions } from '../shell/step-actions';
import { OrderSummary } from '../summary/order-summary';
import { initialAnswers, tableCountOf } from './bundle-answers';
import { BundleCard } from './bundle-card';
import { initialBundleId } from './bundle-card-price';
import { cancelBundle, chooseBundle } from './bundles-api';
import { BUNDLES_NS } from './use-term-text';
import { StepHeading } from '../shell/step-heading';
import layout from '../../../components/layout/layout.module.css';
import classes from './bundles.module.css';

const TABLE_FORMATTING = 'table-formatting';

/**
 * service-bundles: the bundles that match the researcher's answers, cheapest first with the
 * first chosen, and the order summary beside them. Continue saves the choice (POST service-bundle); Cancel
 * bundle goes back to choosing services one by one.
 */
export function ServiceBundlesPage() {
  const { t } = useTranslation(BUNDLES_NS);
  const text = useMessageText();
  const errorText = useSaveErrorText();
  const form = useOrderForm();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const bundles = form.availableServiceBundles;
  const [selectedId, setSelectedId] = useState(() => initialBundleId(bundles, form.serviceBundle.selectedBundleId));
  const [addOns, setAddOns] = useState<Record<number, ReadonlySet<string>>>({});
  const [rush, setRush] = useState<Record<number, boolean>>({});
  const choose = useOrderFormSave(chooseBundle);
  const cancel = useOrderFormSave(cancelBundle, { navigate: false });
  const tables = tableCountOf(form.serviceBundleQuestions, initialAnswers(form.serviceBundleQuestions, form.serviceBundle.answers));
  const selected = bundles.find((bundle) => bundle.id === selectedId) ?? null;
  const busy = choose.isPending || cancel.isPending;

  const addOnsOf = (id: number): ReadonlySet<string> => addOns[id] ?? new Set<string>();
  const rushOf = (id: number): boolean => rush[id] ?? form.rush;

  const onContinue = () => {
    if (!selected) return;
    const chosenAddOns = [...addOnsOf(selected.id)];
    choose.mutate({
      bundleId: selected.id,
      addOns: chosenAddOns,
      rush: selected.rushOffered && rushOf(selected.id),
      ...(chosenAddOns.includes(TABLE_FORMATTING) && tables > 0 ? { tableCount: tables } : {}),
    });
  };

  const onCancel = async () => {
    try {
      const response = await cancel.mutateAsync(undefined);
      await navigate(localePath(response.nextUrl ?? stepUrl('manuscript-services')));
    } catch {
      // Shown from the mutation's error below.
    }
  };

  const failure = choose.error ? errorText(choose.error) : cancel.error ? errorText(cancel.error) : null;

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <div className={layout.sections}>
          <StepHeading title={t('bundles.title')} lead={t('bundles.lead')} />
          {bundles.length === 0 ? (
            <Alert color="amber" variant="light" role="status">
              {text('service-bundle-no-bundles-error')}
            </Alert>
          ) : (
            <div className={classes.bundles} role="radiogroup" aria-label={t('bundles.choose')}>
              {bundles.map((bundle) => (
                <BundleCard
                  key={bundle.id}
                  bundle={bundle}
                  selected={bundle.id === selectedId}
                  addOns={addOnsOf(bundle.id)}
                  rush={rushOf(bundle.id)}
                  disabled={busy}
                  onSelect={() => setSelectedId(bundle.id)}
                  onAddOn={(identity, on) =>
                    setAddOns((current) => {
                      const next = new Set(current[bundle.id] ?? []);
                      if (on) next.add(identity);
                      else next.delete(identity);
                      return { ...current, [bundle.id]: next };
                    })
                  }
                  onRush={(on) => {
                    setSelectedId(bundle.id);
                    setRush((current) => ({ ...current, [bundle.id]: on }));
                  }}
                />
              ))}
            </div>
          )}
          <StepActions
            onBack={() => void onCancel()}
            backLabel={t('bundles.cancel')}
            nextLabel={t('bundles.continue')}
            onNext={onContinue}
            nextDisabled={selected === null || cancel.isPending}
            loading={choose.isPending}
            error={failure}
          />
        </div>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <aside className={classes.summary} aria-label={t('bundles.summary')}>
          <OrderSummary />
        </aside>
      </Grid.Col>
    </Grid>
  );
}
