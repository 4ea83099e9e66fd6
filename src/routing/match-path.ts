/** Which route of the table a path falls to: patterns compiled once, matched in the order of paths.ts. */
import { compilePattern, matchPattern } from './match';
import { paths, type RouteName } from './paths';

const compiled = (Object.keys(paths) as RouteName[]).map((name) => ({ name, pattern: compilePattern(paths[name]) }));

/** The route a path inside one locale ("/faq", not "/ru/faq") falls to, and its parameters. */
export function matchPath(path: string): { name: RouteName; params: Record<string, string> } | null {
  for (const { name, pattern } of compiled) {
    const params = matchPattern(pattern, path);
    if (params) return { name, params };
  }
  return null;
}
