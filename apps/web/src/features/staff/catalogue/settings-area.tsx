/** Placeholder, built by a helper. */
export function SettingsArea() {
  return null;
}
