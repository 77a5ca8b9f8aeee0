import '@mantine/core/styles/Input.css';

import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Group, Loader, Text, TextInput } from '@mantine/core';
import { WORD_COUNT_DEBOUNCE_MS } from '@marginalia/contracts/order-form/pricing/word-count';
import { isApiError } from '../../../lib/api-client';
import { useMessageText } from '../../../components/form-messages';
import { useOrderForm, useOrderFormSave } from '../order-form-api';
import { fetchBinPrice, updateWordCount } from './services-api';
import { useFormMoney } from './use-order-format';
import { SERVICES_NS, useSaveErrorText } from './use-service-text';
import { useServiceName } from '../../../components/service-name';
import {
  IDLE_LOOKUP,
  binLookupReducer,
  canApply,
  lookupNeeded,
  readWordCountInput,
  type BinLookup,
  type WordCountField,
} from './word-count-change';
import layout from '../../../components/layout/layout.module.css';
import classes from './services.module.css';

const EMPTY_FIELD: WordCountField = { text: '', value: null, error: 'value-required' };

/**
 * "Has your word count changed?": the new count is looked up 400 ms after the last keystroke (GET
 * get-bin-price) and shown as its new word bin and price; Apply saves it (PUT update-word-count).
 */
export function WordCountChangeControl() {
  const { t } = useTranslation(SERVICES_NS);
  const text = useMessageText();
  const errorText = useSaveErrorText();
  const money = useFormMoney();
  const serviceName = useServiceName();
  const form = useOrderForm();
  const [field, setField] = useState<WordCountField>(EMPTY_FIELD);
  const [touched, setTouched] = useState(false);
  const [lookup, dispatch] = useReducer(binLookupReducer, IDLE_LOOKUP);
  const [saved, setSaved] = useState(false);
  const lookupRef = useRef<BinLookup>(lookup);
  useEffect(() => {
    lookupRef.current = lookup;
  }, [lookup]);
  const apply = useOrderFormSave(updateWordCount, { navigate: false });

  useEffect(() => {
    if (field.error !== null || field.value === null) {
      dispatch({ type: 'cleared' });
      return;
    }
    if (!lookupNeeded(field, lookupRef.current)) return;
    const count = field.value;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      dispatch({ type: 'requested', count });
      fetchBinPrice(form.id, count, controller.signal).then(
        (answer) => dispatch({ type: 'answered', count, bin: answer.newService }),
        (failure: unknown) => {
          if (controller.signal.aborted) return;
          const message = isApiError(failure) ? failure.message || text(failure.key, failure.params) : text('network-request-error');
          dispatch({ type: 'failed', count, message });
        },
      );
    }, WORD_COUNT_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // Only a new value (or another form) starts a look-up; the look-up's own state changes must not cancel it.
  }, [field.value, field.error, form.id]);

  const submit = async () => {
    if (field.value === null) return;
    setSaved(false);
    try {
      await apply.mutateAsync(field.value);
      setField(EMPTY_FIELD);
      setTouched(false);
      setSaved(true);
    } catch {
      // The error is shown from the mutation's state below.
    }
  };

  const inputError = touched && field.error ? text(field.error) : undefined;
  const applyError = apply.error ? errorText(apply.error) : null;

  return (
    <section className={`${layout.panel} ${classes.card}`} aria-labelledby="word-count-change-title">
      <h2 id="word-count-change-title" className={classes.cardTitle}>
        {t('wordCount.title')}
      </h2>
      <Text size="sm" c="dimmed" mb="sm">
        {t('wordCount.lead')}
      </Text>
      <div className={classes.row}>
        <TextInput
          label={t('wordCount.label')}
          placeholder={t('wordCount.placeholder')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={11}
          value={field.text}
          error={inputError}
          onChange={(event) => {
            setField(readWordCountInput(event.currentTarget.value));
            setTouched(true);
            setSaved(false);
          }}
        />
        <Button
          variant="light"
          disabled={!canApply(field, lookup)}
          loading={apply.isPending}
          onClick={() => void submit()}
          style={{ alignSelf: inputError ? 'center' : 'end' }}
        >
          {t('wordCount.apply')}
        </Button>
      </div>
      <div aria-live="polite" style={{ marginTop: 10 }}>
        {lookup.status === 'requested' && (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">{t('wordCount.requested')}</Text>
          </Group>
        )}
        {lookup.status === 'found' && (
          <Text size="sm" data-testid="word-count-bin">
            {t('wordCount.found', {
              bin: lookup.bin.name,
              service: serviceName(lookup.bin.serviceIdentity, lookup.bin.serviceIdentity),
              price: money(lookup.bin.price),
            })}
          </Text>
        )}
        {lookup.status === 'none' && (
          <Text size="sm" c="red.8" data-testid="word-count-no-service">
            {lookup.message ?? t('wordCount.noneFound')}
          </Text>
        )}
        {saved && (
          <Text size="sm" c="teal.8">
            {t('wordCount.saved')}
          </Text>
        )}
      </div>
      {applyError && (
        <Alert color="red" variant="light" role="alert" mt="sm">
          {applyError}
        </Alert>
      )}
    </section>
  );
}
