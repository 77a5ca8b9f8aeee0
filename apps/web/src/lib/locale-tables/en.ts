/** The en catalogues of the web app's feature namespaces, each its own chunk (loaded only in en). */
export default import.meta.glob<Record<string, string>>('../../locales/en/*.json', { import: 'default' });
