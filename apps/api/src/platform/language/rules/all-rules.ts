import type { Rule } from './rule';
import { repeatedWord } from './repetition';
import { introductoryComma } from './introductory-comma';
import { doublePeriod, doubleSpace, spaceAfterPeriod, spaceAfterComma, spaceBeforeParenthesis, spaceBeforePunctuation, spaceInsideParentheses, unitSpacing } from './punctuation';
import { allWithSingular, countedNumberWord, lessFewer, nounNumber, uncountableNoun, worksAsResearch } from './nouns';
import { allWithSingularSubject, countedWordReadAsVerb, determinerNumber, pluralPartOfSingular } from './noun-counts';
import { missingArticleInPhrase, missingTheBeforeDefiniteAdjective } from './article-phrases';
import { missingArticleAtStart, misplacedThe, missingArticleBeforeQualifiedChange, articleBeforeGenericTopic, missingArticleAfterAs, missingArticleBeforeCountable, missingTheBeforeNamedMethod, missingTheBeforeSuperlative } from './article-nouns';
import { articleBeforeNamedFeature, articleBeforeQuantity, missingTheBeforeCountry, articleBeforeCountry, articleBeforeLanguage, missingTheBeforeGeography } from './article-names';
import { bareInfinitiveAfterLet, gerundAfterFrom, gerundAfterPreposition, infinitiveBaseForm, missingToInfinitive, participleForPast, pastForParticiple, regularizedIrregular, worthDoing } from './verb-complements';
import { gerundAfterTo, infinitiveNotGerund, likeToInfinitive, succeedInDoing } from './verb-after-to';
import { articleBeforeCondition, articleBeforeLabel, articleBeforeProductName, missingArticleBeforeMeasure, missingArticleBeforeObject, missingTheBeforeDefinedNoun, missingTheBeforeRanking, theMostOf } from './articles';
import { indefiniteArticleForm } from './indefinite-article';
import { effectOfXOn, prepositionCollocation } from './prepositions';
import { wordChoiceCollocation } from './word-choice';
import { eachSingular } from './each-singular';
import { articleBeforeMassNoun, missingArticleOpeningNoun, missingArticlePredicate, missingTheOpeningSuperlative } from './article-heads';
import { assistForAttend, evidenceAsVerb, expensivePrice } from './word-choice-rules';
import { coordinatedParticiple, gerundAfterVerb, intransitivePassive, modalBaseForm, participleAfterAuxiliary, perfectWithPastTime, progressiveForPassive, sincePresentPerfect } from './verbs';
import { subjectVerbAgreement } from './agreement';
import { allowWithoutObject, ingAfterInfinitiveTo, leavedForLeft, modalWithTo } from './verb-infinitives';
import { relativeClauseAgreement, verbReadAsPluralNoun } from './clause-agreement';
import { superlativeOfTwo, veryComparative, comparativeAmongMany, comparativeAsThan, comparisonWord, correlativeComparative, doubleComparative, moreWithShortAdjective } from './comparatives';
import { spelling } from '../spelling/spelling';

/** Every rule of our own, in the order they run (the style-consistency rule is added per document). */
export const RULES: readonly Rule[] = [
  repeatedWord,
  unitSpacing,
  spaceBeforeParenthesis,
  doublePeriod,
  spaceBeforePunctuation,
  doubleSpace,
  spaceInsideParentheses,
  spaceAfterComma,
  spaceAfterPeriod,
  introductoryComma,
  uncountableNoun,
  worksAsResearch,
  nounNumber,
  countedNumberWord,
  allWithSingular,
  allWithSingularSubject,
  countedWordReadAsVerb,
  pluralPartOfSingular,
  determinerNumber,
  eachSingular,
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
  missingTheBeforeDefiniteAdjective,
  missingArticleAtStart,
  missingArticleOpeningNoun,
  missingArticlePredicate,
  articleBeforeMassNoun,
  missingTheOpeningSuperlative,
  missingTheBeforeSuperlative,
  missingArticleBeforeCountable,
  missingTheBeforeNamedMethod,
  articleBeforeGenericTopic,
  articleBeforeCountry,
  articleBeforeNamedFeature,
  misplacedThe,
  missingArticleBeforeQualifiedChange,
  articleBeforeQuantity,
  missingTheBeforeCountry,
  missingTheBeforeGeography,
  articleBeforeLanguage,
  missingArticleAfterAs,
  prepositionCollocation,
  effectOfXOn,
  wordChoiceCollocation,
  evidenceAsVerb,
  assistForAttend,
  expensivePrice,
  intransitivePassive,
  modalBaseForm,
  modalWithTo,
  allowWithoutObject,
  ingAfterInfinitiveTo,
  leavedForLeft,
  gerundAfterVerb,
  participleAfterAuxiliary,
  coordinatedParticiple,
  progressiveForPassive,
  perfectWithPastTime,
  sincePresentPerfect,
  infinitiveBaseForm,
  infinitiveNotGerund,
  gerundAfterPreposition,
  gerundAfterTo,
  succeedInDoing,
  gerundAfterFrom,
  worthDoing,
  missingToInfinitive,
  likeToInfinitive,
  pastForParticiple,
  participleForPast,
  regularizedIrregular,
  bareInfinitiveAfterLet,
  subjectVerbAgreement,
  relativeClauseAgreement,
  verbReadAsPluralNoun,
  doubleComparative,
  veryComparative,
  moreWithShortAdjective,
  comparativeAmongMany,
  correlativeComparative,
  comparativeAsThan,
  comparisonWord,
  superlativeOfTwo,
  spelling,
];
