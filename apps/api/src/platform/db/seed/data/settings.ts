import { sql } from 'drizzle-orm';
import type { appSettings } from '../../schema/settings';
import { SITE_LANGUAGES, type SiteLanguage } from '@marginalia/contracts/i18n/languages';
import type { StorageQuotas, SupportChatSetting } from '@marginalia/contracts/app-config/settings.contract';

/**
 * Application settings (the application config): one app_settings row per
 * key, value stored as jsonb. Values are written only when a key is missing — staff edit them at
 * run time. Fields derived per request (currentLocalization, localizations, siteLanguage,
 * translations, messages, preferredGroup, serviceGroups) are not settings and are not stored.
 */
export interface FileTypeRule {
  extensions: string[];
  mimeTypes: string[];
}

export interface AuthenticationProviderSetting {
  id: string;
  icon: string;
  name: string;
  supportedLanguages: SiteLanguage[];
  /** Localization identities (`us`, `cn`) whose users see the provider. */
  supportedLocalizations: string[];
  /** Providers are presets: off until staff configure their credentials. */
  enabled: boolean;
  /** OpenID Connect issuer (discovered at `{issuer}/.well-known/openid-configuration`). */
  issuer: string;
  /** Registered at the provider by staff; the secret comes from env `AUTH_PROVIDER_{ID}_CLIENT_SECRET`. */
  clientId: string | null;
  scope: string;
}

export interface SettingDefaults {
  adminDomain: string;
  allowedFileTypes: Record<'main' | 'figures' | 'tables' | 'references', FileTypeRule>;
  allowsAnonymousLanguageAssessment: boolean;
  allowsDigitalEditing: boolean;
  allowsDigitalTranslations: boolean;
  allowsServiceBundles: boolean;
  companyShortName: string;
  hideRushRules: boolean;
  /** Minimum prepayment per currency, in major units (USD 100, the usual prepaid-credit minimum; others converted and rounded). */
  minimumPrepayAmounts: Record<string, number>;
  paddle: { enabled: boolean; vendorId: string | null };
  heading: string;
  allowLanguageSelection: boolean;
  authenticationProviders: AuthenticationProviderSetting[];
  displayReferralRewardsFlyer: boolean;
  displayPreprintCampaign: boolean;
  enforcesDataProtection: boolean;
  fapiaoAvailable: boolean;
  fileAlertsForType: Record<string, string>;
  /** Answers to "how did you find us?"; `label` is a message key. */
  foundUsOptions: { id: string; label: string }[];
  institutionInfoMandatory: boolean;
  links: Record<'terms' | 'privacy' | 'support' | 'faq' | 'pricing' | 'contact', string>;
  localAuthEnabled: boolean;
  captchaSiteKey: string | null;
  captchaDifficulty: number;
  /** Service identity of a completed order → service identity its re-edit is ordered with. */
  reeditServiceMap: Record<string, string>;
  /** Referral reward, in US dollars (default 40). */
  referralAmount: number;
  siteLanguages: SiteLanguage[];
  /** Researcher-area navigation; paths are without the language prefix. */
  subNavigation: { key: string; path: string }[];
  upsells: { figures: boolean; formatting: boolean; journalRec: boolean };
  website: string;
  maxUploadBytes: number;
  maxFilesPerUpload: number;
  storageQuotas: StorageQuotas;
  abandonedVisitorFormDays: number;
  languageAssessmentMaxWords: number;
  supportChat: SupportChatSetting;
  /** Words one digital-translation use covers; a longer manuscript is refused before a use is taken. */
  digitalTranslationWordLimit: number;
  /** The longest manuscript digital editing takes, in words. */
  digitalEditingWordLimit: number;
  /** The word-processor add-in's download link; null hides it. */
  digitalEditingAddinUrl: string | null;
}

export type SettingKey = keyof SettingDefaults;

const WORD_MIME = ['application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'];

export const SETTING_DEFAULTS: SettingDefaults = {
  adminDomain: 'admin.marginalia.example',
  allowedFileTypes: {
    main: {
      extensions: ['.doc', '.docx', '.pdf', '.tex', '.rtf', '.txt', '.odt'],
      mimeTypes: [...WORD_MIME, 'application/pdf', 'application/x-tex', 'text/x-tex', 'application/rtf', 'text/rtf', 'text/plain', 'application/vnd.oasis.opendocument.text'],
    },
    figures: {
      extensions: ['.png', '.jpg', '.jpeg', '.tif', '.tiff', '.gif', '.bmp', '.svg', '.eps', '.pdf', '.ppt', '.pptx'],
      mimeTypes: [
        'image/png', 'image/jpeg', 'image/tiff', 'image/gif', 'image/bmp', 'image/svg+xml', 'application/postscript', 'application/pdf',
        'application/vnd.ms-powerpoint', 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      ],
    },
    tables: {
      extensions: ['.xls', '.xlsx', '.csv', '.ods', '.doc', '.docx'],
      mimeTypes: ['application/vnd.ms-excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv', 'application/vnd.oasis.opendocument.spreadsheet', ...WORD_MIME],
    },
    references: {
      extensions: ['.pdf', '.doc', '.docx', '.txt', '.bib', '.ris', '.enw'],
      mimeTypes: ['application/pdf', ...WORD_MIME, 'text/plain', 'application/x-bibtex', 'application/x-research-info-systems'],
    },
  },
  allowsAnonymousLanguageAssessment: true,
  allowsDigitalEditing: true,
  allowsDigitalTranslations: true,
  allowsServiceBundles: true,
  companyShortName: 'Marginalia',
  hideRushRules: false,
  // USD 100 is the industry's usual prepaid-credit minimum; the others are ASSUMPTIONS, ≈ USD 100 rounded to a friendly local amount.
  minimumPrepayAmounts: { USD: 100, EUR: 100, GBP: 80, BRL: 500, CNY: 700, JPY: 15000 },
  paddle: { enabled: false, vendorId: null },
  heading: 'Manuscript editing and translation for researchers',
  allowLanguageSelection: true,
  authenticationProviders: [
    // ORCID's OpenID Connect gives the ORCID iD and the name, never an e-mail address.
    { id: 'orcid', icon: 'orcid', name: 'ORCID', supportedLanguages: [...SITE_LANGUAGES], supportedLocalizations: ['us', 'cn'], enabled: false, issuer: 'https://orcid.org', clientId: null, scope: 'openid' },
    // Google services are unreachable from mainland China, so the preset is for the US localization only.
    { id: 'google', icon: 'google', name: 'Google', supportedLanguages: [...SITE_LANGUAGES], supportedLocalizations: ['us'], enabled: false, issuer: 'https://accounts.google.com', clientId: null, scope: 'openid email profile' },
  ],
  displayReferralRewardsFlyer: true,
  displayPreprintCampaign: true,
  enforcesDataProtection: true,
  fapiaoAvailable: true,
  fileAlertsForType: {},
  foundUsOptions: [
    { id: 'search-engine', label: 'found-us-search-engine' },
    { id: 'colleague', label: 'found-us-colleague' },
    { id: 'journal', label: 'found-us-journal' },
    { id: 'university', label: 'found-us-university' },
    { id: 'conference', label: 'found-us-conference' },
    { id: 'social-media', label: 'found-us-social-media' },
    { id: 'email', label: 'found-us-email' },
    { id: 'other', label: 'found-us-other' },
  ],
  institutionInfoMandatory: false,
  links: {
    terms: '/terms',
    privacy: '/privacy',
    support: '/support',
    faq: '/faq',
    pricing: '/pricing',
    contact: '/contact',
  },
  localAuthEnabled: true,
  captchaSiteKey: null,
  // About half a second of work in a desktop browser, a second or two on a phone (ADR 0020).
  captchaDifficulty: 2000,
  reeditServiceMap: {
    // Editing with unlimited re-editing comes back as the free touch-up; the others re-edit with the same service.
    'standard-editing': 'standard-editing',
    'advanced-editing': 'touch-up',
    'premium-editing': 'touch-up',
    'scientific-editing': 'scientific-editing',
    translation: 'advanced-editing',
  },
  referralAmount: 40,
  siteLanguages: [...SITE_LANGUAGES],
  subNavigation: [
    { key: 'orders', path: '/researcher' },
    { key: 'submit', path: '/researcher/submit/get-started' },
    { key: 'digital-editing', path: '/researcher/digital-editing' },
    { key: 'digital-translations', path: '/researcher/digital-translations' },
    { key: 'grammar-check', path: '/researcher/grammar-check' },
    { key: 'invoices', path: '/researcher/invoices' },
    { key: 'prepay', path: '/researcher/prepay' },
    { key: 'coupons', path: '/researcher/coupons' },
    { key: 'rewards', path: '/researcher/rewards' },
  ],
  upsells: { figures: true, formatting: true, journalRec: true },
  website: 'https://marginalia.example',
  maxUploadBytes: 200 * 1024 * 1024,
  maxFilesPerUpload: 20,
  // Assumptions: a manuscript with its figures is tens of megabytes; a day's honest uploads stay far below.
  storageQuotas: {
    visitorFormsPerHour: 10,
    addressFormsPerHour: 60,
    visitorUploadBytesPerDay: 500 * 1024 * 1024,
    addressUploadBytesPerDay: 2 * 1024 * 1024 * 1024,
    userUploadBytesPerDay: 2 * 1024 * 1024 * 1024,
  },
  abandonedVisitorFormDays: 30,
  // A long research article with its references runs to 8,000–12,000 words, a thesis chapter more; 25,000
  // words takes the engine well under ten seconds while keeping one upload from holding a worker for long.
  languageAssessmentMaxWords: 25_000,
  // Assumption: a small editing company answers e-mail within one business day.
  supportChat: { audience: 'everyone', expectedReplyHours: 24 },
  // A long research article is 8,000–12,000 words; 15,000 covers it with its tables and notes (an assumption).
  digitalTranslationWordLimit: 15000,
  // The same long research article; past it a manuscript is better served by an editor (an assumption).
  digitalEditingWordLimit: 15000,
  // No add-in ships with the portal: staff set its link once one is published.
  digitalEditingAddinUrl: null,
};

// Drizzle writes a JavaScript null as SQL NULL, which the NOT NULL column refuses: store JSON null instead.
export const APP_SETTING_ROWS: (typeof appSettings.$inferInsert)[] = Object.entries(SETTING_DEFAULTS).map(([key, value]) => ({
  key,
  value: value === null ? sql`'null'::jsonb` : value,
}));
