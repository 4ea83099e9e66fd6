import { type } from 'arktype';
import { localityCodes } from '../places';
import { Status } from './common';

/** A point [latitude, longitude] in the region around Zaporizhzhia. */
export const LatLng = type(['44 <= number <= 53', '22 <= number <= 41']);
export type LatLng = typeof LatLng.infer;

/** One served area of a locality: a city district or part of a village, as a closed ring of points. */
export const CoverArea = type({
  locality: type.enumerated(...localityCodes),
  name_ukr: 'string > 0',
  name_ru: 'string > 0',
  polygon: LatLng.array().atLeastLength(3),
});
export type CoverArea = typeof CoverArea.infer;

/**
 * The coverage map (collection cover, one item per `url_key`, the site's is `default`): the
 * areas served, and which streets of address_units are connected (`covered`) or being built
 * (`planned`); any other street is for the office to answer.
 */
export const Cover = type({
  id: 'number.integer > 0',
  status: Status,
  url_key: 'string > 0',
  /** "Карта покриття": with a locality's name, the title and description of /cover/{city}. */
  title_ukr: 'string > 0',
  title_ru: 'string > 0',
  areas: CoverArea.array(),
  covered: 'number.integer[]',
  planned: 'number.integer[]',
});
export type Cover = typeof Cover.infer;
