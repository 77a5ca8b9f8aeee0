import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { bcp47, type SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { countriesQuery } from './auth-api';

export interface CountryOption {
  value: number;
  label: string;
}

/** Country names in the page language where the browser knows them (Intl), else the server's English name. */
export function localizedCountryOptions(countries: readonly { id: number; name: string; iso2: string }[], language: SiteLanguage): CountryOption[] {
  const tag = bcp47(language);
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([tag], { type: 'region', fallback: 'none' });
  } catch {
    names = null;
  }
  const collator = new Intl.Collator(tag, { sensitivity: 'base' });
  return countries
    .map((country) => {
      let label: string | undefined;
      try {
        label = names?.of(country.iso2);
      } catch {
        label = undefined;
      }
      return { value: country.id, label: label || country.name };
    })
    .sort((a, b) => collator.compare(a.label, b.label));
}

export function useCountryOptions(language: SiteLanguage) {
  const query = useQuery(countriesQuery());
  const options = useMemo(() => (query.data ? localizedCountryOptions(query.data, language) : []), [query.data, language]);
  return { options, loading: query.isPending };
}
