/** The legal documents: their content as the content API serves it, and the /contracts pages. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../support/server';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

interface Doc {
  id: number;
  effective_date: string;
  translations: { languages_code: string; title: string; sections: { title: string; clauses: string[] }[] }[];
}
interface Category {
  id: number;
  name_ukr: string;
  name_ru: string;
  documents: Doc[];
}

async function categories(): Promise<Category[]> {
  const res = await fetch(`${server.url}/content/items/document_category?sort=position`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Category[] }).data;
}

describe('document_category content', () => {
  it("serves the spec's categories, each with dated documents in both languages", async () => {
    const list = await categories();
    expect(list.map((c) => c.name_ukr)).toEqual([
      'Договір на інтернет',
      'Договір на телебачення',
      'Реєстраційні документи',
      'Умови особистого кабінету',
      'Правила надання телекомунікаційних послуг',
      'Атестат захисту інформації',
      'Сертифікати та гарантія',
      'Програма лояльності',
    ]);
    for (const c of list) {
      expect(c.documents.length).toBeGreaterThan(0);
      for (const d of c.documents) {
        expect(d.effective_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(d.translations.map((t) => t.languages_code)).toEqual(['uk', 'ru']);
      }
    }
  });

  it('has the public contract as document 24 with its figures, and its privacy link per language', async () => {
    const contract = (await categories()).flatMap((c) => c.documents).find((d) => d.id === 24);
    const [uk, ru] = contract?.translations ?? [];
    expect(uk?.title).toMatch(/^Публічний договір/);
    expect(ru?.title).toMatch(/^Публичный договор/);
    const text = (t: typeof uk) => t?.sections.flatMap((s) => s.clauses).join(' ') ?? '';
    for (const figure of ['30 календарних днів', '1,67 грн', '500 грн', "з 1-го числа наступного місяця", 'від 30 днів', 'безкоштовно']) {
      expect(text(uk)).toContain(figure);
    }
    expect(text(uk)).toContain('<a href="/privacy-policy">');
    expect(text(ru)).toContain('<a href="/ru/privacy-policy">');
  });
});

describe('/contracts pages', () => {
  const page = async (path: string) => {
    const res = await fetch(`${server.url}${path}`);
    return { status: res.status, html: await res.text() };
  };

  it('lists every category with its documents in both languages', async () => {
    const uk = await page('/contracts');
    expect(uk.status).toBe(200);
    expect(uk.html).toContain('Договір на телебачення');
    expect(uk.html).toContain('Правила програми лояльності');
    const ru = await page('/ru/contracts');
    expect(ru.status).toBe(200);
    expect(ru.html).toContain('Программа лояльности');
    expect(ru.html).toContain('href="/ru/contracts?id=24"');
  });

  it('opens the public contract at ?id=24 with its numbered clauses and effective date', async () => {
    const { status, html } = await page('/contracts?id=24');
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Публічний договір \(оферта\)/);
    expect(html).toMatch(/<title>Публічний договір/);
    expect(html).toMatch(/<time datetime="2026-10-01">1 жовтня 2026/i);
    expect(html).toMatch(/<h2[^>]*>4\. Підключення<\/h2>/);
    expect(html).toContain('href="/api/v1/documents/24.pdf?lang=uk" download=""');
    expect(html).toMatch(/>4\.3\.<\/span>.*Перший розрахунковий період обраного тарифного плану після підключення надається безкоштовно/);
  });

  it.each(['/contracts?id=999', '/contracts?id=abc', '/contracts?id=', '/contracts?id=24.0', '/ru/contracts?id=0'])('answers 404 for %s', async (path) => {
    const { status, html } = await page(path);
    expect(status).toBe(404);
    expect(html).not.toContain('Публічний договір (оферта)');
  });
});

describe('document PDFs', () => {
  const pdfText = async (bytes: ArrayBuffer) => {
    const { extractText, getDocumentProxy } = await import('unpdf');
    const { totalPages, text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    return { totalPages, text: text.replace(/\s+/g, ' ') };
  };

  it('serves the public contract as a PDF whose text (Cyrillic included) can be read back', async () => {
    const res = await fetch(`${server.url}/api/v1/documents/24.pdf?lang=uk`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="zorianet-publichnyi-dohovir-uk.pdf"');
    const bytes = await res.arrayBuffer();
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    const { totalPages, text } = await pdfText(bytes);
    expect(totalPages).toBeGreaterThan(1);
    expect(text).toContain('Публічний договір (оферта) про надання послуг доступу до Інтернету та телебачення');
    expect(text).toContain('Чинний з 1 жовтня 2026 р.');
    expect(text).toContain('4. Підключення');
    expect(text).toContain('1,67 грн на добу');
    expect(text).toContain(`Сторінка 1 з ${totalPages}`);
  });

  it('serves the Russian wording with lang=ru, and the same bytes again from its cache', async () => {
    const first = await (await fetch(`${server.url}/api/v1/documents/32.pdf?lang=ru`)).arrayBuffer();
    const again = await (await fetch(`${server.url}/api/v1/documents/32.pdf?lang=ru`)).arrayBuffer();
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
    const { text } = await pdfText(first);
    expect(text).toContain('Правила программы лояльности');
    expect(text).toContain('Действует с');
  });

  it('answers 404 for a document that does not exist', async () => {
    const res = await fetch(`${server.url}/api/v1/documents/999.pdf`);
    expect(res.status).toBe(404);
  });

  it.each(['abc.pdf', '24', '0.pdf', '24.pdf?lang=en', '24.pdf?lang=', '-1.pdf', '1e3.pdf'])('answers 400 for /api/v1/documents/%s', async (tail) => {
    const res = await fetch(`${server.url}/api/v1/documents/${tail}`);
    expect(res.status).toBe(400);
  });
});
