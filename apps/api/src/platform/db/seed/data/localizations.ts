import type { localizations } from '../../schema/reference';

/**
 * The legal/commercial entities that sell the service. `us` serves every country except
 * mainland China, which is served by the `cn` WFOE (a wholly foreign-owned enterprise that can
 * issue fapiao and be paid in CNY). Company names are fictional.
 */
export const LOCALIZATION_ROWS: (typeof localizations.$inferInsert)[] = [
  {
    identity: 'us',
    name: 'United States',
    companyName: 'Marginalia Research Services, Inc.',
    defaultLanguage: 'en',
    defaultCurrency: 'USD',
    secureSite: 'https://secure.marginalia.example',
    invoicePrefix: 'US',
    allowsFapiaoProcessingAfterPayment: false,
    sortOrder: 1,
  },
  {
    identity: 'cn',
    name: 'China',
    companyName: 'Marginalia (Shanghai) Information Technology Co., Ltd.',
    defaultLanguage: 'cn',
    defaultCurrency: 'CNY',
    secureSite: 'https://secure.marginalia.example.cn',
    invoicePrefix: 'CN',
    // Chinese institutions often request the fapiao after paying; the WFOE can issue it later.
    allowsFapiaoProcessingAfterPayment: true,
    sortOrder: 2,
  },
];
