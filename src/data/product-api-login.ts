/**
 * Where a 401 from the product API sends the browser: the phone login (the registration's
 * authorisation step), except from the pages the spec exempts (login and registration, the
 * personal data policy, 404), so a visitor reading them is never pulled away.
 */
import { compilePattern, matchPattern } from '../routing/match';
import { paths, type RouteName } from '../routing/paths';

const exempt: RouteName[] = ['registration', 'registration-id', 'privacy-policy', 'not-found'];
const exemptPatterns = exempt.map((name) => compilePattern(paths[name]));

/** The phone login's path in the page's language (its /ru prefix kept), or null when the page is exempt. */
export function unauthorizedTarget(pathname: string): string | null {
  // Matched here rather than with splitLocale, which the entry chunk then keeps inlined.
  const prefix = /^\/ru(?=\/|$)/.exec(pathname)?.[0] ?? '';
  const path = pathname.slice(prefix.length) || '/';
  if (exemptPatterns.some((pattern) => matchPattern(pattern, path))) return null;
  return prefix + paths.registration;
}
