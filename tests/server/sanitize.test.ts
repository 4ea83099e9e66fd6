/** Content HTML: known XSS payloads go through the server's sanitiser and nothing executable survives. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sanitizeItem, sanitizeRichText } from '../../server/content/sanitize';

const payloads: Record<string, string> = {
  'script tag': '<script>alert(1)</script>',
  'script with src, upper case': '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  'nested script split': '<scr<script>ipt>alert(1)</scr</script>ipt>',
  'img onerror': '<img src=x onerror=alert(1)>',
  'img onerror with entity': '<img src="x" onerror="&#97;lert(1)">',
  'svg onload': '<svg onload=alert(1)>',
  'script inside svg': '<svg><script>alert(1)</script></svg>',
  'body onload': '<body onload=alert(1)>',
  'div onmouseover': '<div onmouseover="alert(1)">x</div>',
  'allowed tag with handler': '<p onclick=alert(1)//>x</p>',
  'allowed link with onclick': '<a href="https://example.com" onclick="alert(1)">x</a>',
  'details ontoggle': '<details open ontoggle=alert(1)>',
  'input onfocus': '<input autofocus onfocus=alert(1)>',
  'source onerror': '<video><source onerror="alert(1)"></video>',
  'iframe srcdoc': '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  'iframe javascript src': '<iframe src="javascript:alert(1)"></iframe>',
  'object data': '<object data="javascript:alert(1)"></object>',
  'embed svg data URL': '<embed src="data:image/svg+xml,<svg onload=alert(1)>">',
  'javascript: link': '<a href="javascript:alert(1)">x</a>',
  'javascript: mixed case': '<a href="JaVaScRiPt:alert(1)">x</a>',
  'javascript: leading spaces': '<a href="  javascript:alert(1)">x</a>',
  'javascript: with tab entity': '<a href="java&#x09;script:alert(1)">x</a>',
  'javascript: with newline entity': '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  'javascript: decimal entities': '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  'javascript: hex entity': '<a href="&#x6A;avascript:alert(1)">x</a>',
  'javascript: &colon;': '<a href="javascript&colon;alert(1)">x</a>',
  'javascript: control character': '<a href="\u0001javascript:alert(1)">x</a>',
  'data: URL link': '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  'vbscript: link': '<a href="vbscript:msgbox(1)">x</a>',
  'protocol-relative link': '<a href="//evil.example/x">x</a>',
  'style url()': '<p style="background:url(javascript:alert(1))">x</p>',
  'style expression()': '<p style="width: expression(alert(1))">x</p>',
  'style element @import': "<style>@import 'javascript:alert(1)';</style>",
  // The advisories fixed after the pinned 2.17.5 (docs/server-hardening.md, "Runtime"): raw text
  // inside SVG or MathML, and SVG animation of URL attributes.
  'textarea inside svg': '<svg><textarea><img src=x onerror=alert(1)></textarea></svg>',
  'xmp inside svg': '<svg><xmp><img src=x onerror=alert(1)></xmp></svg>',
  'xmp inside math': '<math><xmp><img src=x onerror=alert(1)></xmp></math>',
  'style inside svg': '<svg><style><img src=x onerror=alert(1)></style></svg>',
  'noembed raw text': '<noembed><img src=x onerror=alert(1)></noembed>',
  'svg animate href': '<svg><a><animate attributeName=href values=javascript:alert(1) /><text y=20>x</text></a></svg>',
  'svg set href': '<svg><a><set attributeName=href to=javascript:alert(1) /><text y=20>x</text></a></svg>',
  'td background': '<table><tr><td background="javascript:alert(1)">x</td></tr></table>',
  'base href': '<base href="javascript:alert(1)//">',
  'meta refresh': '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  'link stylesheet': '<link rel=stylesheet href=javascript:alert(1)>',
  'form action': '<form action="javascript:alert(1)"><button>go</button></form>',
  'mXSS: math mglyph style': '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  'mXSS: noscript title': '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  'mXSS: svg p style': '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  'mXSS: nested forms': '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  'mXSS: comment breakout': '<!--<img src="--><img src=x onerror=alert(1)//">',
  'mXSS: CDATA in svg': '<svg><![CDATA[><image xlink:href="]]><img src=x onerror=alert(1)//"></svg>',
  'url-encoded script stays text': '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  'escaped script stays text': '&lt;script&gt;alert(1)&lt;/script&gt;',
};

const allowedTags = new Set(['p', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'br', 'code', 'kbd', 'table', 'thead', 'tbody', 'tr', 'th', 'td']);
const allowedAttributes = new Set(['href', 'rel', 'target']);

/** What a browser would read from an attribute value: entities decoded, control characters and spaces gone. */
function decoded(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&colon;/gi, ':')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    // Browsers skip control characters and spaces inside a URL scheme.
    .replace(/[\p{Cc}\s]/gu, '');
}

/** Every tag of the output with its attributes (sanitize-html always quotes attribute values). */
function tags(html: string): { name: string; attributes: [string, string][] }[] {
  return [...html.matchAll(/<\/?([a-zA-Z][^\s/>]*)([^>]*)>/g)].map((m) => ({
    name: (m[1] ?? '').toLowerCase(),
    attributes: [...(m[2] ?? '').matchAll(/([^\s=/"']+)(?:="([^"]*)")?/g)].map((a) => [(a[1] ?? '').toLowerCase(), a[2] ?? '']),
  }));
}

/** The failures of one sanitised string: empty when nothing executable is left. */
function problems(html: string): string[] {
  const found: string[] = [];
  if (/<\s*script/i.test(html)) found.push('a <script> tag');
  for (const tag of tags(html)) {
    if (!allowedTags.has(tag.name)) found.push(`tag <${tag.name}>`);
    for (const [name, value] of tag.attributes) {
      if (name.startsWith('on')) found.push(`handler ${name}`);
      if (!allowedAttributes.has(name)) found.push(`attribute ${name}`);
      if (name === 'href') {
        const url = decoded(value).toLowerCase();
        if (/^(javascript|vbscript|data):/.test(url)) found.push(`href ${value}`);
        if (!/^(https?:|mailto:|tel:|\/(?!\/))/.test(url)) found.push(`href of an unknown kind: ${value}`);
      }
    }
  }
  return found;
}

describe('rich-text sanitiser', () => {
  it('is fed a long list of known payloads', () => {
    expect(Object.keys(payloads).length).toBeGreaterThanOrEqual(25);
  });

  it('has a checker that catches the payloads as written', () => {
    const harmless = new Set(['url-encoded script stays text', 'escaped script stays text']);
    const missed = Object.entries(payloads).filter(([name, payload]) => !harmless.has(name) && problems(payload).length === 0);
    expect(missed.map(([name]) => name)).toEqual([]);
  });

  for (const [name, payload] of Object.entries(payloads)) {
    it(`leaves nothing executable: ${name}`, () => {
      for (const locale of ['uk', 'ru'] as const) {
        const once = sanitizeRichText(payload, locale);
        expect(problems(once), once).toEqual([]);
        // Sanitising its own output changes nothing: no mutation hides a second payload.
        const twice = sanitizeRichText(once, locale);
        expect(twice).toBe(once);
        expect(problems(twice)).toEqual([]);
      }
    });
  }

  it('keeps what content may use, and opens site links in the text language', () => {
    const html = '<p>Call <a href="tel:+380612404040">us</a>, read <a href="/contracts?id=24">the contract</a> or <a href="https://example.com/x">this</a>.</p><ul><li><strong>one</strong></li></ul>';
    expect(sanitizeRichText(html, 'uk')).toBe(
      '<p>Call <a href="tel:+380612404040">us</a>, read <a href="/contracts?id=24">the contract</a> or <a href="https://example.com/x" rel="noopener noreferrer" target="_blank">this</a>.</p><ul><li><strong>one</strong></li></ul>',
    );
    expect(sanitizeRichText('<a href="/news">news</a>', 'ru')).toBe('<a href="/ru/news">news</a>');
    expect(sanitizeRichText('<a href="javascript:alert(1)">text stays</a>', 'uk')).toBe('<a>text stays</a>');
  });

  it('leaves every news article and promotion of the content clean', () => {
    for (const collection of ['news', 'sales'] as const) {
      const items = JSON.parse(readFileSync(`content/${collection}.json`, 'utf8')) as Record<string, unknown>[];
      for (const item of items) {
        const clean = sanitizeItem(collection, item) as { translations: { content?: string; details?: string }[] };
        for (const tr of clean.translations) expect(problems(tr.content ?? tr.details ?? '')).toEqual([]);
      }
    }
  });
});
