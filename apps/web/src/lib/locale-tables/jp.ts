/** The jp catalogues of the web app's feature namespaces, each its own chunk (loaded only in jp). */
export default import.meta.glob<Record<string, string>>('../../locales/jp/*.json', { import: 'default' });
