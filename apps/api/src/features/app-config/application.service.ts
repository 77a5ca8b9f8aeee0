import type { Application, FeatureFlag } from '@marginalia/contracts/app-config/app-config.contract';
import { settingsSchema, SETTING_KEYS, type Settings, type StoredAuthenticationProvider } from '@marginalia/contracts/app-config/settings.contract';
import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import type { Db } from '../../platform/db/client';
import { SETTING_DEFAULTS } from '../../platform/db/seed/data/settings';
import { catalogue } from '../../platform/i18n/catalogues';
import * as repo from './app-config.repository';

/**
 * Reads every setting, keeping the seed default for a key whose stored value is missing or invalid.
 * Sign-in providers configured by the deployment (`AUTH_PROVIDERS_JSON`) replace stored ones of the same id.
 */
export async function readSettings(db: Db, configuredProviders: readonly StoredAuthenticationProvider[] = []): Promise<Settings> {
  const stored = await repo.findSettings(db);
  const settings: Record<string, unknown> = {};
  for (const key of SETTING_KEYS) {
    const parsed = settingsSchema.shape[key].safeParse(stored.get(key));
    settings[key] = parsed.success ? parsed.data : SETTING_DEFAULTS[key];
  }
  const result = settings as Settings;
  if (configuredProviders.length > 0) {
    const replaced = new Set(configuredProviders.map((p) => p.id));
    result.authenticationProviders = [...result.authenticationProviders.filter((p) => !replaced.has(p.id)), ...configuredProviders];
  }
  return result;
}

/** What the deployment's configuration adds to the stored settings. */
export interface Deployment {
  /** Sign-in providers of `AUTH_PROVIDERS_JSON`, over the stored ones. */
  configuredProviders: readonly StoredAuthenticationProvider[];
  /** Flags the deployment cannot honour, answered off whatever is stored (wechat_sso with WECHAT_MODE=off). */
  flagsOff: readonly FeatureFlag[];
}

/** Builds the application document for one language and localization (the cached part of the load). */
export async function buildApplication(
  db: Db,
  language: SiteLanguage,
  localizationIdentity: string,
  { configuredProviders, flagsOff }: Deployment = { configuredProviders: [], flagsOff: [] },
): Promise<Application> {
  const [settings, flags, version, siteLanguages, localizations, currencies, serviceData, basePrices] = await Promise.all([
    readSettings(db, configuredProviders),
    repo.findFeatureFlags(db),
    repo.findSettingsVersion(db),
    repo.findSiteLanguages(db),
    repo.findLocalizations(db),
    repo.findCurrencies(db),
    repo.findServiceGroups(db),
    repo.findBasePrices(db),
  ]);
  const toLocalization = (l: (typeof localizations)[number]) => ({
    identity: l.identity,
    name: l.name,
    secureSite: l.secureSite,
    allowsFapiaoProcessingAfterPayment: l.allowsFapiaoProcessingAfterPayment,
  });
  const current = localizations.find((l) => l.identity === localizationIdentity) ?? localizations[0];
  if (!current) throw new Error('no localization is seeded');

  const serviceGroups = serviceData.groups.map((group) => {
    const members = serviceData.members.filter((m) => m.groupSlug === group.slug).map((m) => m.service);
    const prices = members.map((s) => basePrices.get(s.identity)).filter((p): p is number => p !== undefined);
    return {
      slug: group.slug,
      name: group.name,
      serviceType: group.serviceType,
      brand: group.brand,
      brandUrl: group.brandUrl,
      priceLabel: group.priceLabel,
      delayServiceSelection: group.delayServiceSelection,
      basePrice: prices.length > 0 ? Math.min(...prices) : null,
      services: members.map((s) => ({
        identity: s.identity,
        name: s.name,
        serviceType: s.serviceType,
        featured: s.featured,
        optionsDeterminedByCount: s.optionsDeterminedByCount,
        requiresJournalDetails: s.requiresJournalDetails,
        includesCertificate: s.includesCertificate,
      })),
    };
  });

  const enabledLanguages = new Set(settings.siteLanguages);
  return {
    adminDomain: settings.adminDomain,
    allowedFileTypes: settings.allowedFileTypes,
    maxUploadBytes: settings.maxUploadBytes,
    maxFilesPerUpload: settings.maxFilesPerUpload,
    allowsAnonymousLanguageAssessment: settings.allowsAnonymousLanguageAssessment,
    allowsDigitalEditing: settings.allowsDigitalEditing,
    allowsDigitalTranslations: settings.allowsDigitalTranslations,
    allowsServiceBundles: settings.allowsServiceBundles,
    companyShortName: settings.companyShortName,
    currentLocalization: toLocalization(current),
    localizations: localizations.map(toLocalization),
    hideRushRules: settings.hideRushRules,
    minimumPrepayAmounts: settings.minimumPrepayAmounts,
    preferredGroup: null,
    paddle: settings.paddle,
    siteLanguage: language,
    translations: catalogue(language, 'common'),
    messages: catalogue(language, 'messages'),
    heading: settings.heading,
    featureFlags: { ...flags, ...Object.fromEntries(flagsOff.map((flag) => [flag, false])) },
    currencies: currencies.map((c) => ({
      isoCode: c.isoCode,
      shortName: c.shortName,
      sign: c.sign,
      numDecimals: c.numDecimals,
      exchangeRate: Number(c.exchangeRate),
      perUsd: String(c.perUsd),
    })),
    settingsVersion: version,
    config: {
      allowLanguageSelection: settings.allowLanguageSelection,
      authenticationProviders: settings.authenticationProviders
        .filter((p) => p.enabled && p.clientId !== null && p.supportedLanguages.includes(language) && p.supportedLocalizations.includes(current.identity))
        // Only the public fields: issuer, client id and scope stay on the server.
        .map(({ id, icon, name, supportedLanguages, supportedLocalizations }) => ({ id, icon, name, supportedLanguages, supportedLocalizations })),
      displayReferralRewardsFlyer: settings.displayReferralRewardsFlyer,
      displayPreprintCampaign: settings.displayPreprintCampaign,
      enforcesDataProtection: settings.enforcesDataProtection,
      fapiaoAvailable: settings.fapiaoAvailable,
      fileAlertsForType: settings.fileAlertsForType,
      foundUsOptions: settings.foundUsOptions,
      institutionInfoMandatory: settings.institutionInfoMandatory,
      links: settings.links,
      localAuthEnabled: settings.localAuthEnabled,
      captchaSiteKey: settings.captchaSiteKey,
      reeditServiceMap: settings.reeditServiceMap,
      referralAmount: settings.referralAmount,
      serviceGroups,
      siteLanguages: siteLanguages
        .filter((l) => enabledLanguages.has(l.code))
        .map((l) => ({ code: l.code as SiteLanguage, locale: l.locale, name: l.name, nativeName: l.nativeName })),
      subNavigation: settings.subNavigation,
      upsells: settings.upsells,
      website: settings.website,
    },
  };
}
