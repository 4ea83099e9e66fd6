/**
 * The sanitised rich text of a document (server/content/sanitize.ts has made it a small, well-formed
 * subset) as paragraphs of styled runs, for the PDF: p and li start paragraphs, strong and em
 * style, a links (mailto, tel, http) keep their target, site links stay plain text.
 */
export interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
  link?: string;
}

export interface Paragraph {
  bullet: boolean;
  runs: Run[];
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') return String.fromCodePoint(code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1)));
    return entities[code.toLowerCase()] ?? whole;
  });
}

export function richTextRuns(html: string): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  let current: Paragraph | null = null;
  let bold = 0;
  let italic = 0;
  let link: string | undefined;
  const start = (bullet: boolean) => {
    current = { bullet, runs: [] };
    paragraphs.push(current);
    return current;
  };
  for (const [, closing, tag, attrs, text] of html.matchAll(/<(\/?)([a-z0-9]+)([^>]*)>|([^<]+)/gi)) {
    if (text !== undefined) {
      const value = decodeEntities(text).replace(/\s+/g, ' ');
      if (!value.trim() && !current) continue;
      (current ?? start(false)).runs.push({ text: value, bold: bold > 0, italic: italic > 0, link });
      continue;
    }
    const name = (tag ?? '').toLowerCase();
    const open = !closing;
    if (name === 'p' || name === 'li' || name === 'h3' || name === 'h4' || name === 'tr') {
      if (open) start(name === 'li');
      else current = null;
      if (name === 'h3' || name === 'h4') bold += open ? 1 : -1;
    } else if (name === 'strong' || name === 'th') bold += open ? 1 : -1;
    else if (name === 'em') italic += open ? 1 : -1;
    else if (name === 'br' && current) (current as Paragraph).runs.push({ text: '\n', bold: false, italic: false });
    else if (name === 'td' && open && current) (current as Paragraph).runs.push({ text: ' · ', bold: false, italic: false });
    else if (name === 'a') {
      const href = open ? decodeEntities(/href="([^"]*)"/.exec(attrs ?? '')?.[1] ?? '') : '';
      link = open && /^(https?:|mailto:|tel:)/i.test(href) ? href : undefined;
    }
  }
  return paragraphs
    .map((p) => ({ ...p, runs: trimRuns(p.runs) }))
    .filter((p) => p.runs.length > 0);
}

function trimRuns(runs: Run[]): Run[] {
  const out = runs.filter((r) => r.text.length > 0);
  const first = out[0];
  const last = out.at(-1);
  if (first) first.text = first.text.trimStart();
  if (last) last.text = last.text.trimEnd();
  return out.filter((r) => r.text.length > 0);
}
