/**
 * The layout's frozen parts (src/ui/frozen.tsx): a page whose header, drawer and footer come
 * from markup kept under the menus' state is the same page, byte for byte, as one rendered
 * whole. Both servers render every request (PAGE_CACHE=off); one renders the parts each time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainLinks, additionalLinks, referenceLinks, footerCompany, footerNavigation } from '../../src/app/layout/nav';
import { pathTo } from '../../src/routing/paths';
import { routeSamples } from '../support/routes';
import { type RunningServer, startServer } from '../support/server';

let frozen: RunningServer;
let live: RunningServer;
beforeAll(async () => {
  [frozen, live] = await Promise.all([startServer({ PAGE_CACHE: 'off' }), startServer({ PAGE_CACHE: 'off', PART_CACHE: 'off' })]);
}, 90_000);
afterAll(async () => {
  await Promise.all([frozen?.stop(), live?.stop()]);
});

const html = async (server: RunningServer, path: string) => {
  const res = await fetch(server.url + path, { redirect: 'manual' });
  // The absolute links name the server's own address: the two servers differ in port only.
  return `${res.status} ${(await res.text()).replaceAll(server.url, 'http://origin')}`;
};

const menuPages = [...mainLinks, ...additionalLinks, ...referenceLinks, ...footerNavigation, ...footerCompany].map((l) => pathTo(l.to, l.params) + (l.query ? `?${l.query}` : ''));
const paths = [...new Set([...routeSamples.map((r) => r.path), ...menuPages])];

describe('frozen layout parts', () => {
  it(`give the same HTML as a whole render on ${paths.length} pages in both languages`, async () => {
    // Each page meets the parts kept by the pages before it (four at a time: the order varies).
    const order = paths.flatMap((p) => [p, p === '/' ? '/ru' : `/ru${p}`]);
    for (let i = 0; i < order.length; i += 4) {
      await Promise.all(
        order.slice(i, i + 4).map(async (path) => {
          const [a, b] = await Promise.all([html(frozen, path), html(live, path)]);
          expect(a, path).toBe(b);
        }),
      );
    }
  }, 120_000);

  it('keep a visitor’s text that poses as a placeholder as text', async () => {
    const fake = encodeURIComponent('\uE0000\uE000 \uE000ffffffffffffffffffffffff:0\uE000');
    const a = await html(frozen, `/faq?q=${fake}`);
    expect(a).toBe(await html(live, `/faq?q=${fake}`));
    expect(a.match(/<footer/g)?.length).toBe(1);
  });
});
