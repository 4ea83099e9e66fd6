/** The state a server render embeds for the browser to hydrate from. */
import type { SiteData } from '../data/site-data';
import type { Locale } from '../domain/locale';
import type { PageState } from './page-state';

export interface EmbeddedState {
  locale: Locale;
  site: SiteData;
  /** In the offline shell page.shell is set: the browser resolves the page from the URL. */
  page: PageState;
}

export const stateElementId = '__STATE__';

/** JSON safe inside <script type="application/json">: no "</script>", no HTML comments. */
export function serializeState(state: EmbeddedState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
