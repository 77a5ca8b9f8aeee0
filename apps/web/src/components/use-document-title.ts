import { useEffect } from 'react';
import { useApplication } from '../lib/application-context';

/** Sets `<title>` to "Page · Company" (or just the company name). */
export function useDocumentTitle(title?: string): void {
  const { companyShortName } = useApplication();
  useEffect(() => {
    document.title = title ? `${title} · ${companyShortName}` : companyShortName;
  }, [title, companyShortName]);
}
