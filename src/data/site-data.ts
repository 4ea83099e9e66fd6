/** Site-wide data (phones, settings, offices, shop categories, title overrides) that the layout and pages read; loaded with each server render and embedded in the page. */
import { createContext, useContext } from 'react';
import type { ContentSource } from '../domain/content/source';
import { siteQueries } from './site-queries';
import type { MapTiles } from '../domain/map-tiles';
import type { ProductApiConfig } from '../domain/product-api-config';
import type { Category, Office, Phone, RouteUrl, Settings, Social } from '../domain/content/site';

export interface SiteData {
  phones: Phone[];
  categories: Category[];
  settings: Settings | null;
  socials: Social[];
  offices: Office[];
  routeTitles: RouteUrl[];
  /** The coverage map's tile server (configuration, not content); null: none. */
  mapTiles: MapTiles | null;
  /** The product API client's configuration; absent (the offline shell): the defaults. */
  productApi?: ProductApiConfig;
}

export async function loadSiteData(content: ContentSource, mapTiles: MapTiles | null = null, productApi?: ProductApiConfig): Promise<SiteData> {
  const q = siteQueries;
  const [phones, categories, settings, socials, offices, routeTitles] = await Promise.all([
    q.phones.read(content),
    q.categories.read(content),
    q.settings.read(content),
    q.socials.read(content),
    q.offices.read(content),
    q.routeTitles.read(content),
  ]);
  return { phones, categories, settings: settings[0] ?? null, socials, offices, routeTitles, mapTiles, ...(productApi && { productApi }) };
}

export const emptySiteData: SiteData = {
  phones: [],
  categories: [],
  settings: null,
  socials: [],
  offices: [],
  routeTitles: [],
  mapTiles: null,
};

export const SiteDataContext = createContext<SiteData>(emptySiteData);
export const useSiteData = () => useContext(SiteDataContext);
