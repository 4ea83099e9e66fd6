/**
 * The state a page embeds for the browser: the site data (the same on every page, read once per
 * content source and configuration) and its JSON, made once.
 */
import type { ContentSource } from '../../domain/content/source';
import type { MapTiles } from '../../domain/map-tiles';
import type { ProductApiConfig } from '../../domain/product-api-config';
import { loadSiteData } from '../../data/site-data';
import { type EmbeddedState, serializeState } from '../state';

/**
 * The site data (phones, menus, offices…) is the same on every page and content never changes
 * while the server runs: read once per content source and configuration, not on every render.
 */
let siteMemo: { key: readonly unknown[]; site: Promise<EmbeddedState['site']> } | null = null;
export function siteDataFor(req: { content: ContentSource; mapTiles?: MapTiles | null; productApi?: ProductApiConfig }): Promise<EmbeddedState['site']> {
  const key = [req.content, req.mapTiles ?? null, req.productApi] as const;
  if (!siteMemo || siteMemo.key.some((part, i) => part !== key[i])) {
    siteMemo = { key, site: loadSiteData(req.content, req.mapTiles ?? null, req.productApi) };
    void siteMemo.site.catch(() => (siteMemo = null));
  }
  return siteMemo.site;
}

/** serializeState's output, with the site data's part (the same on every page) made once. */
const siteJson = new WeakMap<object, string>();
// serializeState only stringifies and escapes: it serves for any part of the state.
const json = (value: unknown) => serializeState(value as EmbeddedState);
export function stateJson(state: EmbeddedState): string {
  let site = siteJson.get(state.site);
  if (site === undefined) siteJson.set(state.site, (site = json(state.site)));
  return `{"locale":${json(state.locale)},"site":${site},"page":${json(state.page)}}`;
}
