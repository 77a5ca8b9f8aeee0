import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';

import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Anchor, Button, Checkbox, Group, Select, Stack, Switch, Text } from '@mantine/core';
import { stepUrl } from '@marginalia/contracts/order-form/order-form.paths';
import type { BundleQuestion } from '@marginalia/contracts/order-form/order-form-view.contract';
import { useLocalePath } from '../../../lib/application-context';
import { isApiError } from '../../../lib/api-client';
import { useMessageText } from '../../../components/form-messages';
import { useOrderForm, useOrderFormSave } from '../order-form-api';
import {
  TABLE_COUNT_CHOICES,
  answersPayload,
  initialAnswers,
  tableCountOf,
  validateAnswers,
  type BundleAnswer,
  type BundleAnswers,
} from './bundle-answers';
import { setBundleInterest, submitBundleAnswers } from './bundles-api';
import { JournalPicker } from './journal-picker';
import { BUNDLES_NS, useTermText } from './use-term-text';
import layout from '../../../components/layout/layout.module.css';
import classes from './bundles.module.css';

/**
 * "Help me decide": toggles, a multiple-choice group, a journal and a
 * table count. The answers go to POST service-bundle-questions; with no matching bundle the researcher is
 * told so and stays, otherwise the bundles page opens. 'Choose my own services' leaves the questions.
 */
export function BundleQuestionForm() {
  const { t } = useTranslation(BUNDLES_NS);
  const text = useMessageText();
  const termText = useTermText();
  const form = useOrderForm();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const questions = form.serviceBundleQuestions;
  const [answers, setAnswers] = useState<BundleAnswers>(() => initialAnswers(questions, form.serviceBundle.answers));
  const [shownErrors, setShownErrors] = useState(false);
  const [notice, setNotice] = useState<{ color: 'red' | 'amber'; text: string } | null>(null);
  const submit = useOrderFormSave(submitBundleAnswers, { navigate: false });
  const leave = useOrderFormSave(setBundleInterest);
  const errors = shownErrors ? validateAnswers(questions, answers) : {};
  const tables = tableCountOf(questions, answers);

  const set = (question: BundleQuestion, value: BundleAnswer) => setAnswers((current) => ({ ...current, [String(question.id)]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setShownErrors(true);
    if (Object.keys(validateAnswers(questions, answers)).length > 0) return;
    try {
      const response = await submit.mutateAsync(answersPayload(questions, answers));
      if (response.orderForm.availableServiceBundles.length === 0) {
        setNotice({ color: 'amber', text: text('service-bundle-no-bundles-error') });
        return;
      }
      await navigate(localePath(response.nextUrl ?? stepUrl('service-bundles')));
    } catch (failure) {
      if (isApiError(failure) && failure.isClientError)
        setNotice({ color: 'red', text: failure.message || text(failure.key, failure.params) });
    }
  };

  const field = (question: BundleQuestion) => {
    const key = String(question.id);
    const label = termText('question', question.term);
    const value = answers[key];
    const error = errors[key] ? text(errors[key]) : undefined;
    switch (question.type) {
      case 'toggle':
        return <Switch size="md" label={label} checked={value === true} onChange={(event) => set(question, event.currentTarget.checked)} />;
      case 'multiple-choice':
        return (
          <Checkbox.Group
            label={label}
            description={t('bundleForm.chooseAny')}
            required
            error={error}
            value={Array.isArray(value) ? value.map(String) : []}
            onChange={(next) => set(question, next.map(Number))}
          >
            <Stack gap={8} mt={8}>
              {question.choices.map((choice) => (
                <Checkbox key={choice.id} value={String(choice.id)} label={termText('choice', choice.choice)} />
              ))}
            </Stack>
          </Checkbox.Group>
        );
      case 'journal-select':
        return (
          <JournalPicker
            label={label}
            required={tables > 0}
            error={error}
            value={value !== null && typeof value === 'object' && !Array.isArray(value) ? value : null}
            onChange={(next) => set(question, next)}
          />
        );
      case 'int':
        return (
          <Select
            label={label}
            data={TABLE_COUNT_CHOICES.map((n) => ({ value: String(n), label: n === 0 ? t('bundleForm.none') : String(n) }))}
            value={String(typeof value === 'number' ? value : 0)}
            allowDeselect={false}
            onChange={(next) => set(question, next === null ? 0 : Number(next))}
            w={200}
          />
        );
    }
  };

  return (
    <form className={`${layout.panel} ${classes.card}`} onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="bundle-questions-title">
      <h2 id="bundle-questions-title" className={classes.cardTitle}>
        {t('bundleForm.title')}
      </h2>
      <Text size="sm" c="dimmed" mb="lg">
        {t('bundleForm.lead')}
      </Text>
      <Stack gap="lg">
        {questions.map((question) => (
          <div key={question.id} data-question={question.term}>
            {field(question)}
          </div>
        ))}
      </Stack>
      {notice && (
        <Alert color={notice.color} variant="light" role="alert" mt="lg">
          {notice.text}
        </Alert>
      )}
      {leave.error && isApiError(leave.error) && leave.error.isClientError && (
        <Alert color="red" variant="light" role="alert" mt="lg">
          {leave.error.message || text(leave.error.key)}
        </Alert>
      )}
      <Group justify="space-between" mt="xl" gap="md">
        <Anchor component="button" type="button" fw={600} disabled={leave.isPending} onClick={() => leave.mutate(false)}>
          {t('bundleForm.chooseOwn')}
        </Anchor>
        <Button type="submit" size="md" loading={submit.isPending} disabled={leave.isPending}>
          {t('bundleForm.submit')}
        </Button>
      </Group>
    </form>
  );
}
