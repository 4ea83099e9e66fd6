import { pathTo } from './paths';

/** A guide's page by its kind ('setup-pc', 'routers', 'tv'): a TV guide is a FAQ category's page. */
export function guidePath(kind: string, key: string): string {
  if (kind === 'tv') return pathTo('faq-category', { url_key: key });
  return pathTo(kind === 'routers' ? 'routers-guide' : 'setup-pc-guide', { key });
}
