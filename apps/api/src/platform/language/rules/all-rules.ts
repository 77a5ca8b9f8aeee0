import type { Rule } from './rule';
import { repeatedWord } from './repetition';
import { doublePeriod, doubleSpace, introductoryComma, spaceBeforeParenthesis, spaceBeforePunctuation, unitSpacing } from './punctuation';
import { lessFewer, nounNumber, uncountableNoun } from './nouns';
import { missingArticleInPhrase } from './article-phrases';
import { articleBeforeCountry, articleBeforeGenericTopic, articleBeforeLanguage, missingArticleAfterAs, missingArticleBeforeCountable, missingTheBeforeGeography, missingTheBeforeNamedMethod, missingTheBeforeSuperlative } from './article-nouns';
import { gerundAfterPreposition, infinitiveBaseForm, missingToInfinitive, pastForParticiple, worthDoing } from './verb-complements';
import { indefiniteArticleForm, articleBeforeCondition, articleBeforeLabel, articleBeforeProductName, missingArticleBeforeMeasure, missingArticleBeforeObject, missingTheBeforeDefinedNoun, missingTheBeforeRanking, theMostOf } from './articles';
import { effectOfXOn, prepositionCollocation } from './prepositions';
import { evidenceAsVerb, wordChoiceCollocation } from './word-choice';
import { coordinatedParticiple, gerundAfterVerb, intransitivePassive, modalBaseForm, participleAfterAuxiliary, perfectWithPastTime, progressiveForPassive, sincePresentPerfect } from './verbs';
import { subjectVerbAgreement } from './agreement';
import { comparativeAmongMany, comparativeAsThan, comparisonWord, correlativeComparative, doubleComparative, moreWithShortAdjective } from './comparatives';
import { spelling } from '../spelling/spelling';

/** Every rule of our own, in the order they run (the style-consistency rule is added per document). */
export const RULES: readonly Rule[] = [
  repeatedWord,
  unitSpacing,
  spaceBeforeParenthesis,
  doublePeriod,
  spaceBeforePunctuation,
  doubleSpace,
  introductoryComma,
  uncountableNoun,
  nounNumber,
  lessFewer,
  indefiniteArticleForm,
  articleBeforeLabel,
  theMostOf,
  missingTheBeforeRanking,
  missingArticleBeforeMeasure,
  articleBeforeProductName,
  articleBeforeCondition,
  missingTheBeforeDefinedNoun,
  missingArticleBeforeObject,
  missingArticleInPhrase,
  missingTheBeforeSuperlative,
  missingArticleBeforeCountable,
  missingTheBeforeNamedMethod,
  articleBeforeGenericTopic,
  articleBeforeCountry,
  missingTheBeforeGeography,
  articleBeforeLanguage,
  missingArticleAfterAs,
  prepositionCollocation,
  effectOfXOn,
  wordChoiceCollocation,
  evidenceAsVerb,
  intransitivePassive,
  modalBaseForm,
  gerundAfterVerb,
  participleAfterAuxiliary,
  coordinatedParticiple,
  progressiveForPassive,
  perfectWithPastTime,
  sincePresentPerfect,
  infinitiveBaseForm,
  gerundAfterPreposition,
  worthDoing,
  missingToInfinitive,
  pastForParticiple,
  subjectVerbAgreement,
  doubleComparative,
  moreWithShortAdjective,
  comparativeAmongMany,
  correlativeComparative,
  comparativeAsThan,
  comparisonWord,
  spelling,
];
