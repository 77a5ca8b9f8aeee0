import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/InlineInput.css';

import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Select, Switch, Textarea } from '@mantine/core';
import type { DetailsInput } from '@marginalia/contracts/order-form/order-form-requests.contract';
import type { ServiceQuestion } from '@marginalia/contracts/order-form/order-form-view.contract';
import type { DetailsFormValues } from './details-rules';
import { visibleQuestions } from './service-question-rules';
import { YesNoField } from './yes-no-field';

/** Longest answer the details payload takes (detailsSchema answers). */
const ANSWER_MAX = 2000;

interface ServiceQuestionsFieldsProps {
  methods: UseFormReturn<DetailsFormValues, unknown, DetailsInput>;
  questions: readonly ServiceQuestion[];
  error: (name: string) => string | undefined;
}

/** SERVICE QUESTIONS: what the chosen services need to know; a question may depend on another's answer. */
export function ServiceQuestionsFields({ methods, questions, error }: ServiceQuestionsFieldsProps) {
  const answers = useWatch({ control: methods.control, name: 'answers' });
  return (
    <>
      {visibleQuestions(questions, answers ?? {}).map((question) => (
        <QuestionField key={question.id} methods={methods} question={question} error={error(`answers.${question.id}`)} />
      ))}
    </>
  );
}

interface QuestionFieldProps {
  methods: ServiceQuestionsFieldsProps['methods'];
  question: ServiceQuestion;
  error: string | undefined;
}

function QuestionField({ methods, question, error }: QuestionFieldProps) {
  const { t } = useTranslation('order-summary');
  // Terms and choices are keys of the message catalogue, shared with the server's e-mails and staff views.
  const term = (key: string) => t(key, { ns: 'messages', defaultValue: key });
  return (
    <Controller
      control={methods.control}
      name={`answers.${question.id}`}
      // A hidden question's answer is not sent; unregistering would lose it if the question comes back.
      shouldUnregister={false}
      render={({ field }) => {
        const label = term(question.term);
        if (question.type === 'toggle' && !question.required) {
          return (
            <Switch
              label={label}
              checked={field.value === true}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              error={error}
            />
          );
        }
        if (question.type === 'toggle') {
          return (
            <YesNoField
              label={label}
              value={typeof field.value === 'boolean' ? field.value : null}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              inputRef={field.ref}
              error={error}
            />
          );
        }
        if (question.type === 'select') {
          return (
            <Select
              label={label}
              required={question.required}
              placeholder={t('details.questions.choose')}
              data={question.choices.map((choice) => ({ value: choice, label: term(choice) }))}
              value={typeof field.value === 'string' && field.value !== '' ? field.value : null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              clearable={!question.required}
              error={error}
              comboboxProps={{ withinPortal: true }}
            />
          );
        }
        return (
          <Textarea
            label={label}
            required={question.required}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={ANSWER_MAX}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={(event) => field.onChange(event.currentTarget.value)}
            onBlur={field.onBlur}
            ref={field.ref}
            name={field.name}
            error={error}
          />
        );
      }}
    />
  );
}
