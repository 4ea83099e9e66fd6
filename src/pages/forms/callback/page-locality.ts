/** The locality of the page the form opens on; read with the form, not with the app's first load. */
import { type LocalityCode, isLocalityCode, tariffTypes } from '../../../domain/places';

/** /tariffs/{type}/{code} and /{type}/{code}, either language: the page of one locality. */
const localityPath = new RegExp(`^(?:/ru)?(?:/tariffs)?/(?:${tariffTypes.join('|')})/([a-z]+)/?$`);

/** The locality whose page the visitor is on, if any. */
export function localityOfPage(): LocalityCode | undefined {
  const code = localityPath.exec(location.pathname)?.[1];
  return isLocalityCode(code) ? code : undefined;
}
