import { bcp47, type SiteLanguage } from '@marginalia/contracts/i18n/languages';

export interface Option<Value extends string | number = string> {
  value: Value;
  label: string;
}

function displayNames(language: SiteLanguage, type: 'region' | 'currency'): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([bcp47(language)], { type, fallback: 'none' });
  } catch {
    return null;
  }
}

function nameOf(names: Intl.DisplayNames | null, code: string): string | undefined {
  try {
    return names?.of(code) || undefined;
  } catch {
    return undefined;
  }
}

/** Country names in the page language where the browser knows them (Intl), else the server's English name; sorted for that language. */
export function countryOptions(countries: readonly { id: number; name: string; iso2: string }[], language: SiteLanguage): Option<number>[] {
  const names = displayNames(language, 'region');
  const collator = new Intl.Collator(bcp47(language), { sensitivity: 'base' });
  return countries
    .map((country) => ({ value: country.id, label: nameOf(names, country.iso2) ?? country.name }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

/** "EUR · Euro" with the currency's name in the page language. */
export function currencyOptions(currencies: readonly { isoCode: string; shortName: string }[], language: SiteLanguage): Option[] {
  const names = displayNames(language, 'currency');
  return currencies.map((currency) => ({
    value: currency.isoCode,
    label: `${currency.isoCode} · ${nameOf(names, currency.isoCode) ?? currency.shortName}`,
  }));
}

function offsetOf(timeZone: string, at: Date): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((each) => each.type === 'timeZoneName');
    return part?.value ?? '';
  } catch {
    return '';
  }
}

/**
 * The IANA time zones the browser knows, "Europe/Paris (GMT+1)", plus `current` when the browser lacks it
 * (an alias stored earlier), so the select always shows the saved value.
 */
export function timeZoneOptions(current: string, at = new Date()): Option[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = [...new Set(['UTC', ...known, current].filter(Boolean))];
  return zones.map((zone) => {
    const offset = zone === 'UTC' ? '' : offsetOf(zone, at);
    return { value: zone, label: `${zone.replace(/_/g, ' ')}${offset ? ` (${offset})` : ''}` };
  });
}

/** The browser's own time zone, to suggest when the account has none yet. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
