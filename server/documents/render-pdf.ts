/**
 * A legal document as an A4 PDF, drawn with pdfkit in DejaVu Sans (embedded and subset: the
 * standard PDF fonts have no Cyrillic). Same numbering as the page: sections n., clauses n.m.
 */
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { DocumentSection } from '../../src/domain/content/documents';
import { formatDay } from '../../src/domain/format';
import type { Locale } from '../../src/domain/locale';
import { type Paragraph, richTextRuns } from './rich-text-runs';

const require = createRequire(import.meta.url);
const fonts = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  italic: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf'),
  boldItalic: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-BoldOblique.ttf'),
};

/**
 * The PDF's own words. The server may take only domain and data from src (not the pages'
 * Lingui catalogs), and these are a handful, so they live here in both languages.
 */
const labels: Record<Locale, { effective: (date: string) => string; page: (n: number, of: number) => string }> = {
  uk: { effective: (date) => `Чинний з ${date}`, page: (n, of) => `Сторінка ${n} з ${of}` },
  ru: { effective: (date) => `Действует с ${date}`, page: (n, of) => `Страница ${n} из ${of}` },
};

export interface PdfSource {
  title: string;
  summary: string;
  category: string;
  effective_date: string;
  intro?: string;
  sections: readonly DocumentSection[];
}

const colors = { text: '#14213d', muted: '#4a5670', brand: '#1d4ed8', rule: '#c9d3e6' };
const margin = 56;
const numberWidth = 36;

export function renderDocumentPdf(source: PdfSource, locale: Locale): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: margin, bottom: margin, left: margin, right: margin },
    bufferPages: true,
    lang: locale === 'ru' ? 'ru-UA' : 'uk-UA',
    displayTitle: true,
    info: { Title: source.title, Subject: source.summary, Author: 'ZoriaNet', Creator: 'ZoriaNet' },
  });
  for (const [name, file] of Object.entries(fonts)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * margin;
  doc.font('bold').fontSize(10).fillColor(colors.brand).text('ZoriaNet', { continued: true });
  doc.font('regular').fillColor(colors.muted).text(`  ·  ${source.category}`);
  doc.moveDown(0.8);
  doc.font('bold').fontSize(17).fillColor(colors.text).text(source.title, { lineGap: 2 });
  doc.moveDown(0.4);
  doc.font('regular').fontSize(10.5).fillColor(colors.muted).text(source.summary, { lineGap: 1.5 });
  doc.moveDown(0.3);
  doc.text(labels[locale].effective(formatDay(source.effective_date, locale)));
  doc.moveDown(0.6);
  doc.moveTo(margin, doc.y).lineTo(margin + width, doc.y).strokeColor(colors.rule).lineWidth(0.8).stroke();
  doc.moveDown(0.8);

  if (source.intro) for (const p of richTextRuns(source.intro)) paragraph(doc, p, margin, width);

  source.sections.forEach((section, i) => {
    // A heading never ends a page alone: it needs room for itself and a couple of lines.
    if (doc.y > doc.page.height - margin - 80) doc.addPage();
    doc.moveDown(0.6);
    doc.font('bold').fontSize(12.5).fillColor(colors.text).text(`${i + 1}. ${section.title}`, margin, doc.y, { width });
    doc.moveDown(0.35);
    section.clauses.forEach((clause, j) => {
      const paragraphs = richTextRuns(clause);
      if (doc.y > doc.page.height - margin - 30) doc.addPage();
      const top = doc.y;
      doc.font('bold').fontSize(10.5).fillColor(colors.muted).text(`${i + 1}.${j + 1}.`, margin, top, { width: numberWidth, lineBreak: false });
      doc.y = top;
      for (const p of paragraphs) paragraph(doc, p, margin + numberWidth, width - numberWidth);
    });
  });

  const range = doc.bufferedPageRange();
  for (let n = 0; n < range.count; n++) {
    doc.switchToPage(range.start + n);
    // Writing in the bottom margin would otherwise start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(8.5).fillColor(colors.muted);
    doc.text(fitted(doc, `ZoriaNet · ${source.title}`, width - 100), margin, doc.page.height - 36, { lineBreak: false });
    doc.text(labels[locale].page(n + 1, range.count), margin, doc.page.height - 36, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

/** The text cut with an ellipsis to fit the width in the current font. */
function fitted(doc: PDFKit.PDFDocument, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

function paragraph(doc: PDFKit.PDFDocument, p: Paragraph, x: number, width: number): void {
  const indent = p.bullet ? 12 : 0;
  if (p.bullet) doc.font('regular').fontSize(10.5).fillColor(colors.text).text('•', x, doc.y, { width: indent, lineBreak: false });
  const y = doc.y;
  p.runs.forEach((run, k) => {
    const font = run.bold ? (run.italic ? 'boldItalic' : 'bold') : run.italic ? 'italic' : 'regular';
    doc
      .font(font)
      .fontSize(10.5)
      .fillColor(run.link ? colors.brand : colors.text);
    const options = { continued: k < p.runs.length - 1, link: run.link ?? null, underline: Boolean(run.link), lineGap: 2.5 };
    if (k === 0) doc.text(run.text, x + indent, y, { ...options, width: width - indent });
    else doc.text(run.text, options);
  });
  doc.moveDown(0.35);
  doc.x = margin;
}
