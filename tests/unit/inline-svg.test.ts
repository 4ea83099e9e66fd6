import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { maxInlineSvgBytes, toInlineSvg } from '../../src/domain/content/inline-svg';

const assets = join(import.meta.dirname, '../../content/assets');
const plain = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" fill="none" stroke-width="3"><path d="M5 53h10" stroke="#1f4fd1"/></svg>';
const wrap = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${inner}</svg>`;

describe('toInlineSvg', () => {
  it('keeps a plain drawing: its box, its root presentation, its shapes', () => {
    expect(toInlineSvg(plain, 'a-')).toEqual({ viewBox: '0 0 64 64', root: { fill: 'none', strokeWidth: '3' }, inner: '<path d="M5 53h10" stroke="#1f4fd1"/>' });
  });

  it('prefixes every id and every reference to one', () => {
    const drawing = toInlineSvg(
      wrap('<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><rect id="w" width="2" height="2"/></defs><rect fill="url(#g)" width="10" height="10"/><use xlink:href="#w" x="3"/>'),
      'slide-',
    );
    expect(drawing?.inner).toBe(
      '<defs><linearGradient id="slide-g"><stop offset="0" stop-color="#fff"/></linearGradient><rect id="slide-w" width="2" height="2"/></defs><rect fill="url(#slide-g)" width="10" height="10"/><use href="#slide-w" x="3"/>',
    );
  });

  it.each([
    ['a script', wrap('<script>alert(1)</script>')],
    ['an event handler', wrap('<rect onload="alert(1)" width="1" height="1"/>')],
    ['a style attribute', wrap('<rect style="fill:red" width="1" height="1"/>')],
    ['a style element', wrap('<style>rect{fill:red}</style>')],
    ['a foreign object', wrap('<foreignObject><div/></foreignObject>')],
    ['a link out', wrap('<use href="https://evil.example/x.svg#a"/>')],
    ['a javascript link', wrap('<a href="javascript:alert(1)"><rect width="1" height="1"/></a>')],
    ['an outside url()', wrap('<rect fill="url(https://evil.example/p)" width="1" height="1"/>')],
    ['a reference to no id of its own', wrap('<rect fill="url(#nowhere)" width="1" height="1"/>')],
    ['text, which would not be translated', wrap('<text x="1" y="1">Hello</text>')],
    ['an entity', wrap('<rect fill="&#x72;ed" width="1" height="1"/>')],
    ['a doctype', `<!DOCTYPE svg [<!ENTITY x "y">]>${wrap('')}`],
    ['a prototype key', wrap('<rect __proto__="x" width="1" height="1"/>')],
    ['a repeated attribute', wrap('<rect width="1" width="2" height="1"/>')],
    ['an unclosed element', wrap('<g><rect width="1" height="1"/>')],
    ['a stray closing tag', wrap('</g>')],
    ['markup after the drawing', `${wrap('')}<rect/>`],
    ['no viewBox', '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>'],
    ['another root', '<html><rect/></html>'],
    ['a single-quoted attribute', wrap("<rect width='1' height='1'/>")],
    ['too many bytes', wrap(`<path d="${'M0 0'.repeat(maxInlineSvgBytes / 4)}"/>`)],
    ['too deep', wrap('<g>'.repeat(30) + '</g>'.repeat(30))],
  ])('refuses %s', (_, text) => {
    expect(toInlineSvg(text, 'a-')).toBeNull();
  });

  it('inlines the home page drawings as they are in content/assets', () => {
    const files = readdirSync(assets).filter((f) => /^(adv|slide|biz-tariff|faq)-.*\.svg$/.test(f));
    expect(files.length).toBeGreaterThanOrEqual(24);
    for (const file of files) expect(toInlineSvg(readFileSync(join(assets, file), 'utf8'), 'x-'), file).not.toBeNull();
  });
});
