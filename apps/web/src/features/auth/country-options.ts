import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { countryOptions } from '../../components/locale-options';
import { countriesQuery } from './auth-api';

/** The registration form's country choices, named and sorted in the page language. */
export function useCountryOptions(language: SiteLanguage) {
  const query = useQuery(countriesQuery());
  const options = useMemo(() => (query.data ? countryOptions(query.data, language) : []), [query.data, language]);
  return { options, loading: query.isPending };
}
