/**
 * GET /api/v1/documents/{id}.pdf?lang=uk|ru: a legal document of document_category as PDF,
 * made from the content on first request and kept (content does not change while the server
 * runs). Unknown ids are 404; a malformed id or language is 400.
 */
import type { FastifyInstance } from 'fastify';
import type { DocumentCategory } from '../../src/domain/content/documents';
import { translation } from '../../src/domain/content/translate';
import { type Locale, pick } from '../../src/domain/locale';
import type { ContentStore } from '../content/content-store';
import { renderDocumentPdf } from './render-pdf';

export function registerDocumentPdfs(app: FastifyInstance, content: ContentStore): void {
  const made = new Map<string, Promise<Buffer>>();
  const published = (content.items('document_category') as readonly DocumentCategory[]).filter((c) => c.status === 'published');

  function find(id: number) {
    for (const category of published) {
      const doc = category.documents.find((d) => d.id === id && d.status === 'published');
      if (doc) return { category, doc };
    }
    return null;
  }

  app.get('/api/v1/documents/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const { lang = 'uk' } = request.query as { lang?: unknown };
    const match = /^([1-9]\d{0,8})\.pdf$/.exec(file);
    if (!match) return reply.code(400).send({ errors: [{ message: 'The document must be named {id}.pdf' }] });
    if (lang !== 'uk' && lang !== 'ru') return reply.code(400).send({ errors: [{ message: 'lang must be uk or ru' }] });
    const locale: Locale = lang;
    const found = find(Number(match[1]));
    if (!found) return reply.code(404).send({ errors: [{ message: 'No such document' }] });
    const { category, doc } = found;
    const key = `${doc.id}/${locale}`;
    let pdf = made.get(key);
    if (!pdf) {
      const tr = translation(doc.translations, locale);
      pdf = renderDocumentPdf({ ...tr, category: pick(locale, category.name_ukr, category.name_ru), effective_date: doc.effective_date }, locale);
      made.set(key, pdf);
      pdf.catch(() => made.delete(key));
    }
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="zorianet-${doc.file_name}-${locale}.pdf"`)
      .header('cache-control', 'public, max-age=3600')
      .send(await pdf);
  });
}
