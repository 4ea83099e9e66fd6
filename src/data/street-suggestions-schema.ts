/** The suggestions answer's schema: loaded with the first query, so a page with a street field loads no arktype before then. */
import { type } from 'arktype';
import type { Suggestion } from '../domain/street-search';

export const Suggestions = type({
  data: type({ id: 'number', name: 'string', type: 'string', locality: 'string', locality_name: 'string', full: 'string' }).array(),
}).as<{ data: Suggestion[] }>();
