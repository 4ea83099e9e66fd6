/**
 * Where the product API client sends its calls, from the server's configuration
 * (CRM_BASE_URL, NEW_CRM_BASE_URL, CRM_AUTHORIZATION), given to pages with the site data.
 * The CRM authorisation is sent by browsers, so every visitor can read it: it is the CRM's
 * public client key, never a secret.
 */
export interface ProductApiConfig {
  /** Base of the site's own product API. */
  base: string;
  /** Base of the old CRM integration: paths starting with "ELMA/" go here, marker dropped. */
  crmBase: string | null;
  /** Base of the new CRM integration: paths starting with "NEWELMA/" go here, marker dropped. */
  newCrmBase: string | null;
  /** Static Authorization header of old-CRM calls; empty: none sent. */
  crmAuthorization: string;
}

export const defaultProductApiConfig: ProductApiConfig = { base: '/api/v1', crmBase: null, newCrmBase: null, crmAuthorization: '' };

/** The CSP connect-src origins the configured CRM bases need (none for same-origin paths). */
export function crmSources(config: ProductApiConfig): string[] {
  return [config.crmBase, config.newCrmBase].flatMap((base) => (base && /^https?:\/\//.test(base) ? [new URL(base).origin] : []));
}
