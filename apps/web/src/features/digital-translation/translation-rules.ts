import type { DigitalOrderLoadResponse } from '@marginalia/contracts/digital/digital-translation.contract';

/** The upload form's languages: those with a use left; a pair whose engine is missing shows, disabled. */
export function languageChoices(load: Pick<DigitalOrderLoadResponse, 'languages'>) {
  return load.languages.filter((option) => option.usesRemaining > 0).map((option) => ({ value: option.language, disabled: !option.engineAvailable }));
}

/** Pairs that have uses but no engine on this server (said above the form). */
export function unavailableLanguages(load: Pick<DigitalOrderLoadResponse, 'languages'>): string[] {
  return load.languages.filter((option) => option.usesRemaining > 0 && !option.engineAvailable).map((option) => option.language);
}
