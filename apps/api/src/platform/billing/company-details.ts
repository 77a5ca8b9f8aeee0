/**
 * The selling company's postal address and bank account per localization, printed on invoices,
 * retainer invoices, receipts and statements of delivery.
 *
 * FICTIONAL DEMONSTRATION DETAILS: the banks, account numbers, routing/CNAPS codes, SWIFT codes and IBANs
 * below do not exist. They are placeholders for the company's own account and must be replaced with the
 * real ones before going live. The address matches the price quotes' (order-form/price-quote). The order
 * confirmation e-mail quotes the same account, so the two cannot drift apart.
 */
export interface CompanyBankAccount {
  bankName: string;
  bankAddress: string;
  /** The beneficiary: always the localization's company (localizations.company_name). */
  accountNumber: string;
  /** A domestic clearing code: ABA routing number (US) or CNAPS code (China). */
  clearingCode: { kind: 'aba' | 'cnaps'; value: string } | null;
  swift: string;
  iban: string | null;
}

export interface CompanyDetails {
  address: readonly string[];
  supportEmail: string;
  bankAccount: CompanyBankAccount;
}

const COMPANY_DETAILS: Record<string, CompanyDetails> = {
  us: {
    address: ['1209 Orange Street', 'Wilmington, DE 19801', 'United States'],
    supportEmail: 'billing@marginalia.example',
    bankAccount: {
      bankName: 'Harborview National Bank, N.A.',
      bankAddress: '400 Market Street, Wilmington, DE 19801, United States',
      accountNumber: '4401229077360',
      clearingCode: { kind: 'aba', value: '031907286' },
      swift: 'HVNBUS33XXX',
      iban: null,
    },
  },
  cn: {
    address: ['上海市静安区南京西路 1266 号', '200040 中国'],
    supportEmail: 'billing@marginalia.example.cn',
    bankAccount: {
      bankName: '浦江商业银行上海静安支行 (Pujiang Commercial Bank, Shanghai Jing’an Sub-branch)',
      bankAddress: '上海市静安区南京西路 1038 号 200041',
      accountNumber: '31001266052050887012',
      clearingCode: { kind: 'cnaps', value: '313290012661' },
      swift: 'PJCBCNSHXXX',
      iban: null,
    },
  },
};

/** The details of a localization; the US company's for a localization without its own entry. */
export function companyDetails(localization: string): CompanyDetails {
  return COMPANY_DETAILS[localization] ?? (COMPANY_DETAILS.us as CompanyDetails);
}

/** The account a bank transfer is paid into, with the localization's company as the beneficiary. */
export function bankAccountFor(localization: { identity: string; companyName: string }): CompanyBankAccount & { beneficiary: string } {
  return { beneficiary: localization.companyName, ...companyDetails(localization.identity).bankAccount };
}
