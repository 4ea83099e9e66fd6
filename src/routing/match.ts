/**
 * Route patterns: "/news/:id", "/referral/:user?". Compiled once, matched in table order. Not
 * wouter's parser (regexparam): it matches any case and a trailing slash, and the server keeps
 * one URL per page (other forms redirect), so the route table matches exactly.
 */
export interface CompiledPattern {
  regex: RegExp;
  keys: string[];
}

export function compilePattern(pattern: string): CompiledPattern {
  const keys: string[] = [];
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^:([a-zA-Z_][a-zA-Z0-9_]*)(\?)?$/.exec(segment);
      if (!param) return `/${segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}`;
      keys.push(param[1] as string);
      return param[2] ? '(?:/([^/]+))?' : '/([^/]+)';
    })
    .join('');
  return { regex: new RegExp(`^${source || '/'}$`), keys };
}

export function matchPattern(compiled: CompiledPattern, path: string): Record<string, string> | null {
  const m = compiled.regex.exec(path);
  if (!m) return null;
  const params: Record<string, string> = {};
  compiled.keys.forEach((key, i) => {
    const raw = m[i + 1];
    if (raw === undefined) return;
    try {
      params[key] = decodeURIComponent(raw);
    } catch {
      params[key] = raw;
    }
  });
  return params;
}

/** A pattern's segments, parsed once: a literal, or a parameter's name and whether it may be left out. */
type Segment = string | { key: string; optional: boolean };
const parsedPatterns = new Map<string, Segment[]>();
function segmentsOf(pattern: string): Segment[] {
  let segments = parsedPatterns.get(pattern);
  if (!segments) {
    segments = pattern
      .split('/')
      .filter(Boolean)
      .map((segment) => {
        const param = /^:([a-zA-Z_][a-zA-Z0-9_]*)(\?)?$/.exec(segment);
        return param ? { key: param[1] as string, optional: Boolean(param[2]) } : segment;
      });
    // Patterns come from the route table (a fixed set), not from requests.
    parsedPatterns.set(pattern, segments);
  }
  return segments;
}

/** Fills a pattern with parameters; optional ones may be left out. */
export function fillPattern(pattern: string, params: Readonly<Record<string, string | number>> = {}): string {
  let path = '';
  for (const segment of segmentsOf(pattern)) {
    if (typeof segment === 'string') {
      path += `/${segment}`;
      continue;
    }
    const value = params[segment.key];
    if (value === undefined || value === '') {
      if (segment.optional) continue;
      throw new Error(`Route ${pattern} needs parameter ${segment.key}`);
    }
    path += `/${encodeURIComponent(String(value))}`;
  }
  return path || '/';
}
