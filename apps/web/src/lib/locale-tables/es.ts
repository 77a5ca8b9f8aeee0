/** The es catalogues of the web app's feature namespaces, each its own chunk (loaded only in es). */
export default import.meta.glob<Record<string, string>>('../../locales/es/*.json', { import: 'default' });
