/**
 * A content SVG made fit to be drawn inline in the page. Each `<img>` of an SVG is a document of
 * its own in the browser, and on a slow phone a dozen of them cost as much main-thread time as
 * the rest of the page (docs/performance.md, "The first load's own costs"). Only plain drawings pass:
 * an allowlist of shapes and presentation attributes, references only to the drawing's own ids
 * (prefixed, so two drawings on one page never share one), no text (it would not be translated),
 * no style, no script, no entity. Anything else is refused whole and stays an `<img>`.
 */

export interface InlineSvg {
  viewBox: string;
  /** Presentation attributes of the root, by their React names. */
  root: Record<string, string>;
  /** The drawing's markup, safe to place inside an `<svg>` of the page. */
  inner: string;
}

/** Larger drawings stay files: inline they would only make the page's HTML heavier. */
export const maxInlineSvgBytes = 8 * 1024;
const maxDepth = 24;

const elements = new Set(['g', 'path', 'circle', 'ellipse', 'rect', 'line', 'polyline', 'polygon', 'defs', 'linearGradient', 'radialGradient', 'stop', 'clipPath', 'use']);

const attributes = new Set([
  'id', 'x', 'y', 'width', 'height', 'rx', 'ry', 'cx', 'cy', 'r', 'fx', 'fy', 'd', 'points', 'x1', 'y1', 'x2', 'y2', 'offset', 'transform',
  'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin', 'stroke-dasharray', 'stroke-opacity',
  'stroke-miterlimit', 'opacity', 'stop-color', 'stop-opacity', 'gradientUnits', 'gradientTransform', 'spreadMethod', 'clip-path', 'clip-rule', 'clipPathUnits', 'href',
]);

/** Root attributes kept on the page's `<svg>`, with their React names. */
const rootAttributes: Record<string, string> = {
  fill: 'fill',
  stroke: 'stroke',
  'stroke-width': 'strokeWidth',
  'stroke-linecap': 'strokeLinecap',
  'stroke-linejoin': 'strokeLinejoin',
  'fill-rule': 'fillRule',
};

const idPattern = /^[A-Za-z][\w-]{0,40}$/;
const viewBoxPattern = /^-?[\d.]+(?:[ ,]+-?[\d.]+){3}$/;
/** Values are plain: numbers, colours, path data, keywords; a reference only as url(#id). */
const valuePattern = /^[\w\s.,#%()+-]*$/;
const urlPattern = /url\(\s*#([\w-]+)\s*\)/g;

const tokenPattern = /<!--[\s\S]*?-->|<\?xml[^>]*\?>|<\/([A-Za-z]+)\s*>|<([A-Za-z]+)((?:\s+[A-Za-z][\w:-]*\s*=\s*"[^"<>&]*")*)\s*(\/?)>|([^<]+)/y;
const attributePattern = /([A-Za-z][\w:-]*)\s*=\s*"([^"]*)"/g;

/** `prefix` goes before every id of the drawing (a few letters, unique to the file). */
export function toInlineSvg(text: string, prefix: string): InlineSvg | null {
  if (text.length > maxInlineSvgBytes) return null;
  const source = text.trim();
  const ids = new Set<string>();
  const open: string[] = [];
  let viewBox = '';
  let root: Record<string, string> = {};
  let inner = '';
  let ended = false;
  let at = 0;
  while (at < source.length) {
    tokenPattern.lastIndex = at;
    const token = tokenPattern.exec(source);
    if (!token) return null;
    at = tokenPattern.lastIndex;
    const [whole, closing, name, attrText = '', selfClosing] = token;
    if (whole.startsWith('<!--') || whole.startsWith('<?xml')) continue;
    if (ended) return null;
    if (token[5] !== undefined) {
      // Text: only the whitespace between elements.
      if (whole.trim()) return null;
      continue;
    }
    if (closing) {
      if (open.pop() !== closing) return null;
      if (open.length === 0) ended = true;
      else inner += `</${closing}>`;
      continue;
    }
    const attrs = readAttributes(attrText);
    if (!attrs) return null;
    if (open.length === 0) {
      if (name !== 'svg' || selfClosing) return null;
      const box = attrs.get('viewBox');
      if (!box || !viewBoxPattern.test(box)) return null;
      viewBox = box;
      root = {};
      for (const [key, value] of attrs) {
        const react = rootAttributes[key];
        if (react && valuePattern.test(value) && !value.includes('url(')) root[react] = value;
      }
      open.push('svg');
      continue;
    }
    if (!name || !elements.has(name) || open.length >= maxDepth) return null;
    let markup = `<${name}`;
    for (const [key, value] of attrs) {
      const attr = key === 'xlink:href' ? 'href' : key;
      if (!attributes.has(attr) || !valuePattern.test(value)) return null;
      if (attr === 'id') {
        if (!idPattern.test(value)) return null;
        ids.add(value);
        markup += ` id="${prefix}${value}"`;
      } else if (attr === 'href') {
        const ref = /^#([\w-]+)$/.exec(value);
        if (!ref) return null;
        markup += ` href="#${prefix}${ref[1]}"`;
      } else {
        if (value.includes('(') && value.replace(urlPattern, '').includes('url(')) return null;
        markup += ` ${attr}="${value.replace(urlPattern, (_, id: string) => `url(#${prefix}${id})`)}"`;
      }
    }
    if (selfClosing) inner += `${markup}/>`;
    else {
      inner += `${markup}>`;
      open.push(name);
    }
  }
  if (!ended || !viewBox) return null;
  // Every reference points into the drawing itself.
  for (const match of inner.matchAll(/(?:href="#|url\(#)([\w-]+)/g)) {
    if (!ids.has((match[1] ?? '').slice(prefix.length))) return null;
  }
  return { viewBox, root, inner };
}

function readAttributes(text: string): Map<string, string> | null {
  const attrs = new Map<string, string>();
  for (const [, key = '', value = ''] of text.matchAll(attributePattern)) {
    if (key.startsWith('xmlns')) continue;
    if (attrs.has(key)) return null;
    attrs.set(key, value);
  }
  return attrs;
}
