/** Site-wide data (phones, settings, offices, shop categories, title overrides) that the layout and pages read; loaded with each server render and embedded in the page. */
import { createContext, useContext } from 'react';
import type { ContentSource } from '../domain/content/source';
import { siteQueries } from './site-queries';
import type { MapTiles } from '../domain/map-tiles';
import type { ProductApiConfig } from '../domain/product-api-config';
import type { Category, Office, Phone, RouteUrl, Settings, Social } from '../domain/content/site';

/** A shop category as the footer links it. */
export type FooterCategory = Pick<Category, 'id' | 'url' | 'name_ukr' | 'name_ru'>;

export interface SiteData {
  phones: Phone[];
  /** The footer's shop column (collection footers): empty when it cannot be read. */
  shopLinks: FooterCategory[];
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
  const [phones, shopLinks, settings, socials, offices, routeTitles] = await Promise.all([
    q.phones.read(content),
    readShopLinks(content),
    q.settings.read(content),
    q.socials.read(content),
    q.offices.read(content),
    q.routeTitles.read(content),
  ]);
  return { phones, shopLinks, settings: settings[0] ?? null, socials, offices, routeTitles, mapTiles, ...(productApi && { productApi }) };
}

/** The footer's shop column; a failed read leaves it empty (platform.md, section 8) rather than failing the page. */
async function readShopLinks(content: ContentSource): Promise<FooterCategory[]> {
  try {
    const links = await siteQueries.footerShop.read(content);
    return links.flatMap((link) => {
      const category = link.category as unknown as FooterCategory | null;
      return category && typeof category === 'object' ? [category] : [];
    });
  } catch (error) {
    console.warn('Footer shop categories could not be read', error);
    return [];
  }
}

export const emptySiteData: SiteData = {
  phones: [],
  shopLinks: [],
  settings: null,
  socials: [],
  offices: [],
  routeTitles: [],
  mapTiles: null,
};

export const SiteDataContext = createContext<SiteData>(emptySiteData);
export const useSiteData = () => useContext(SiteDataContext);
