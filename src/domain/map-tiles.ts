/**
 * The map's tile server, from the server's configuration (MAP_TILE_URL, MAP_TILE_ATTRIBUTION),
 * given to pages with the site data. Null: the coverage map draws its areas on a plain background.
 */
export interface MapTiles {
  /** A Leaflet URL template: https://{s}.tile.example/{z}/{x}/{y}.png */
  url: string;
  /** Plain text shown in the map's corner. */
  attribution: string;
}

/** The CSP source that lets pages load the tiles: the template's origin, `{s}` as a wildcard. */
export function tileSource(url: string): string {
  const { protocol, host } = new URL(url.replace('{s}', 'a'));
  const wildcard = url.includes('://{s}.') ? host.replace(/^a\./, '*.') : host;
  return `${protocol}//${wildcard}`;
}
