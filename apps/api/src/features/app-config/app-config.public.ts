/**
 * What other features may use of app-config (everything else in this folder is private to it): the
 * settings and feature flags are written only through these, and each change bumps the settings version.
 */
export {
  bumpSettingsVersion,
  listFeatureFlags,
  listStoredSettings,
  lockFeatureFlag,
  lockStoredSetting,
  writeFeatureFlag,
  writeSetting,
} from './settings.repository';
export { changeFeatureFlag, changeSetting } from './settings.service';
export { readSettings } from './application.service';
