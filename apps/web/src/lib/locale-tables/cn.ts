/** The cn catalogues of the web app's feature namespaces, each its own chunk (loaded only in cn). */
export default import.meta.glob<Record<string, string>>('../../locales/cn/*.json', { import: 'default' });
