import type { orderStatuses } from '../platform/db/schema/orders';
import type { ServiceIdentity } from '@marginalia/contracts/catalogue/service-identities';
import { BRAZIL_COUNTRY_ID, CHINA_COUNTRY_ID, UNITED_STATES_COUNTRY_ID } from '../platform/db/seed/data/countries';

/**
 * Demo accounts and their orders (`npm run seed:demo`). Everything here is fictional; the
 * passwords are public on purpose — never run the demo seed against a production database.
 */
export interface DemoOrderSeed {
  title: string;
  status: (typeof orderStatuses)[number];
  paid: boolean;
  customerGoal: string;
  wordCount: number;
  manuscriptLanguageId: number;
  styleOfEnglish: 'american' | 'british';
  journalName: string | null;
  rush: boolean;
  /** Calendar days before now the order was placed. */
  placedDaysAgo: number;
  /** Figure or table count for count-priced services; word-priced services use the word count. */
  services: { identity: ServiceIdentity; count?: number }[];
  /** A bundle's discount on every line, when the order was bought as a bundle. */
  bundleDiscountPercent?: number;
}

export interface DemoAccountSeed {
  role: 'researcher' | 'staff';
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  countryId: number;
  currency: string;
  siteLanguage: string;
  localization: string;
  timeZone: string;
  institution: string | null;
  /** A migration group (seeded in DEMO_MIGRATION_GROUPS) the account belongs to. */
  migrationGroup?: string;
  /** A preferred group (seeded in promotions.ts) the account belongs to: its discount shows on the order form. */
  preferredGroup?: string;
  orders: DemoOrderSeed[];
}

/** A group of customers being moved to the China entity, so the demo shows the migration page. */
export const DEMO_MIGRATION_GROUPS = [{ code: 'wfoe-2026', name: 'China WFOE migration 2026', targetLocalization: 'cn', migrating: true }];

export const DEMO_RESEARCHER_PASSWORD = 'researcher-demo-2026';
export const DEMO_STAFF_PASSWORD = 'staff-demo-2026';

const english = { manuscriptLanguageId: 1, styleOfEnglish: 'american' as const, journalName: null, rush: false };

export const DEMO_ACCOUNTS: DemoAccountSeed[] = [
  {
    role: 'researcher',
    email: 'researcher@marginalia.test',
    password: DEMO_RESEARCHER_PASSWORD,
    firstName: 'Emily',
    lastName: 'Carter',
    countryId: UNITED_STATES_COUNTRY_ID,
    currency: 'USD',
    siteLanguage: 'en',
    localization: 'us',
    timeZone: 'America/Chicago',
    institution: 'Northfield University',
    orders: [
      { ...english, title: 'Soil Microbial Diversity and Maize Yield Under Prolonged Drought Stress', status: 'received', paid: true, customerGoal: 'editing', wordCount: 4800, placedDaysAgo: 0, services: [{ identity: 'advanced-editing' }] },
      {
        ...english,
        title: 'CRISPR–Cas9 Knockout of TP53 in Patient-Derived Colorectal Cancer Organoids',
        status: 'in_progress',
        paid: true,
        customerGoal: 'editing',
        wordCount: 6200,
        journalName: 'Cell Reports',
        rush: true,
        placedDaysAgo: 2,
        services: [{ identity: 'advanced-editing' }, { identity: 'formatting' }],
        bundleDiscountPercent: 15,
      },
      {
        ...english,
        title: 'Machine Learning Prediction of 30-Day Readmission in Patients with Heart Failure',
        status: 'quality_check',
        paid: true,
        customerGoal: 'editing',
        wordCount: 3900,
        placedDaysAgo: 4,
        services: [{ identity: 'premium-editing' }, { identity: 'illustration', count: 4 }],
      },
      {
        ...english,
        title: 'Mindfulness-Based Interventions for Adolescent Anxiety: A Systematic Review and Meta-Analysis',
        status: 'completed',
        paid: true,
        customerGoal: 'editing',
        wordCount: 7400,
        styleOfEnglish: 'british',
        placedDaysAgo: 45,
        services: [{ identity: 'standard-editing' }],
      },
      {
        ...english,
        title: 'Figures for: Coral Bleaching Thresholds Across the Great Barrier Reef, 2016–2024',
        status: 'completed',
        paid: true,
        customerGoal: 'figures-only',
        wordCount: 0,
        placedDaysAgo: 60,
        services: [{ identity: 'illustration', count: 6 }],
      },
      {
        ...english,
        title: 'Thermal Stability of Mixed-Cation Perovskite Solar Cells Under Damp-Heat Testing',
        status: 'completed',
        paid: false,
        customerGoal: 'editing',
        wordCount: 5600,
        journalName: 'Advanced Energy Materials',
        placedDaysAgo: 20,
        services: [{ identity: 'scientific-editing' }, { identity: 'journal-recommendation' }],
      },
      {
        ...english,
        title: 'Seasonal Influenza Vaccine Effectiveness Among Healthcare Workers, 2023–2025',
        status: 'in_progress',
        paid: false,
        customerGoal: 'editing',
        wordCount: 3100,
        placedDaysAgo: 3,
        services: [{ identity: 'standard-editing' }],
      },
      {
        ...english,
        title: 'Groundwater Arsenic Contamination in the Bengal Delta: A Spatial Analysis',
        status: 'cancelled',
        paid: false,
        customerGoal: 'editing',
        wordCount: 2800,
        placedDaysAgo: 30,
        services: [{ identity: 'standard-editing' }],
      },
    ],
  },
  {
    role: 'researcher',
    email: 'researcher.cn@marginalia.test',
    password: DEMO_RESEARCHER_PASSWORD,
    firstName: 'Wei',
    lastName: 'Li',
    countryId: CHINA_COUNTRY_ID,
    currency: 'CNY',
    siteLanguage: 'cn',
    localization: 'cn',
    timeZone: 'Asia/Shanghai',
    institution: 'East China Institute of Technology',
    orders: [
      {
        ...english,
        title: 'Deep Learning-Based Detection of Pulmonary Nodules in Low-Dose CT',
        status: 'in_progress',
        paid: true,
        customerGoal: 'translation',
        wordCount: 5200,
        manuscriptLanguageId: 3,
        placedDaysAgo: 3,
        services: [{ identity: 'translation' }],
      },
      {
        ...english,
        title: 'Effects of Nitrogen Fertilization on Rice Yield in the Yangtze River Delta',
        status: 'completed',
        paid: true,
        customerGoal: 'editing',
        wordCount: 6800,
        placedDaysAgo: 35,
        services: [{ identity: 'advanced-editing' }],
      },
    ],
  },
  {
    role: 'researcher',
    email: 'researcher.br@marginalia.test',
    password: DEMO_RESEARCHER_PASSWORD,
    firstName: 'Ana',
    lastName: 'Souza',
    countryId: BRAZIL_COUNTRY_ID,
    preferredGroup: 'USP2026',
    currency: 'BRL',
    siteLanguage: 'br',
    localization: 'us',
    timeZone: 'America/Sao_Paulo',
    institution: 'Universidade Federal do Vale',
    orders: [
      {
        ...english,
        title: 'Genetic Diversity of Açaí Palm (Euterpe oleracea) Populations in the Eastern Amazon',
        status: 'received',
        paid: true,
        customerGoal: 'editing',
        wordCount: 3500,
        placedDaysAgo: 1,
        services: [{ identity: 'standard-editing' }],
      },
      {
        // Paid by boleto, which settles days later: the order waits in "awaiting payment".
        ...english,
        title: 'Dengue Incidence and Urban Heat Islands in São Paulo, 2015–2024',
        status: 'completed',
        paid: false,
        customerGoal: 'translation',
        wordCount: 4300,
        manuscriptLanguageId: 5,
        placedDaysAgo: 25,
        services: [{ identity: 'translation' }],
      },
    ],
  },
  {
    role: 'researcher',
    email: 'researcher.wfoe@marginalia.test',
    password: DEMO_RESEARCHER_PASSWORD,
    firstName: 'Hao',
    lastName: 'Zhang',
    countryId: CHINA_COUNTRY_ID,
    currency: 'USD',
    siteLanguage: 'en',
    localization: 'us',
    timeZone: 'Asia/Shanghai',
    institution: 'Pearl River University',
    migrationGroup: 'wfoe-2026',
    orders: [],
  },
  {
    role: 'staff',
    email: 'staff@marginalia.test',
    password: DEMO_STAFF_PASSWORD,
    firstName: 'Jordan',
    lastName: 'Reyes',
    countryId: UNITED_STATES_COUNTRY_ID,
    currency: 'USD',
    siteLanguage: 'en',
    localization: 'us',
    timeZone: 'America/New_York',
    institution: null,
    orders: [],
  },
  {
    // Editors the orders can be assigned to (staff too; they sign in with the staff password).
    role: 'staff',
    email: 'editor.lin@marginalia.test',
    password: DEMO_STAFF_PASSWORD,
    firstName: 'Mei',
    lastName: 'Lin',
    countryId: UNITED_STATES_COUNTRY_ID,
    currency: 'USD',
    siteLanguage: 'en',
    localization: 'us',
    timeZone: 'Asia/Shanghai',
    institution: null,
    orders: [],
  },
  {
    role: 'staff',
    email: 'editor.silva@marginalia.test',
    password: DEMO_STAFF_PASSWORD,
    firstName: 'Rafael',
    lastName: 'Silva',
    countryId: UNITED_STATES_COUNTRY_ID,
    currency: 'USD',
    siteLanguage: 'br',
    localization: 'us',
    timeZone: 'America/Sao_Paulo',
    institution: null,
    orders: [],
  },
];
