/** The br catalogues of the web app's feature namespaces, each its own chunk (loaded only in br). */
export default import.meta.glob<Record<string, string>>('../../locales/br/*.json', { import: 'default' });
