import type { ServiceQuestion } from '@marginalia/contracts/order-form/order-form-view.contract';
import type { ServiceQuestionRow } from '../../platform/db/schema/catalogue';

/**
 * The display rules of the details step's service questions: a question shows when its service is on
 * the form and its goal and language conditions hold; a rule on another answer is left to the browser
 * (it changes as the researcher types) and checked again on save.
 */
export function serviceQuestionsFor(
  questions: readonly ServiceQuestionRow[],
  form: { selected: ReadonlySet<string>; goal: string | null; manuscriptLanguageId: number | null },
): ServiceQuestion[] {
  return questions
    .filter((question) => form.selected.has(question.serviceIdentity))
    .filter((question) => !question.showWhen.goals || (form.goal !== null && question.showWhen.goals.includes(form.goal)))
    .filter((question) => !question.showWhen.languageIds || (form.manuscriptLanguageId !== null && question.showWhen.languageIds.includes(form.manuscriptLanguageId)))
    .map((question) => ({
      id: question.id,
      serviceIdentity: question.serviceIdentity,
      term: question.term,
      type: question.type,
      choices: question.choices,
      required: question.required,
      showWhenAnswer: question.showWhen.answer ?? null,
    }));
}

/** Whether a question applies given the answers being saved (its answer rule, if any, holds). */
export function questionShown(question: ServiceQuestion, answers: Readonly<Record<string, string | boolean>>): boolean {
  const rule = question.showWhenAnswer;
  return !rule || answers[String(rule.questionId)] === rule.equals;
}
