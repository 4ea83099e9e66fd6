/** Route patterns: "/news/:id", "/referral/:user?". Compiled once, matched in table order. */
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

/** Fills a pattern with parameters; optional ones may be left out. */
export function fillPattern(pattern: string, params: Readonly<Record<string, string | number>> = {}): string {
  const path = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^:([a-zA-Z_][a-zA-Z0-9_]*)(\?)?$/.exec(segment);
      if (!param) return segment;
      const value = params[param[1] as string];
      if (value === undefined || value === '') {
        if (param[2]) return '';
        throw new Error(`Route ${pattern} needs parameter ${param[1]}`);
      }
      return encodeURIComponent(String(value));
    })
    .filter(Boolean)
    .join('/');
  return `/${path}`;
}
