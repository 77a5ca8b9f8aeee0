/**
 * The order page's `{chatbot?}` segment (`/researcher/details/{externalId}/{status?}/chatbot`, also under
 * `/researcher/index/details/`): the chat widget opens on that order. The path is the part after `/{lang}`.
 */
export function chatOrderOf(path: string): string | null {
  const match = /^\/researcher\/(?:index\/)?details\/([^/]+)(?:\/[^/]+)?\/chatbot\/?$/.exec(path);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}
