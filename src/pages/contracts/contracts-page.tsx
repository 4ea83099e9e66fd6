import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { documentPdfUrl } from '../../domain/content/documents';
import { formatDay } from '../../domain/format';
import { useLocale } from '../../i18n/use-locale';
import { AppLink } from '../../routing/app-link';
import type { PageProps } from '../../routing/page-types';
import { button } from '../../ui/button.css';
import { container } from '../../ui/container.css';
import { OfflineSavedNote } from '../../ui/offline-saved-note';
import { island } from '../../ui/island';
import { RichText } from '../../ui/rich-text';
import type { ContractDocumentData, ContractsData, ContractsListData, DocumentCard } from './load';
import OfflinePdfNote from './offline-pdf-note.island';
import PrintButton from './print-button.island';
import * as s from './contracts.css';

// The page is the server's HTML; these two wake on their own (docs/islands.md).
const Print = island('pages/contracts/print-button.island', PrintButton, { when: 'touch' });
const OfflineNote = island('pages/contracts/offline-pdf-note.island', OfflinePdfNote, { when: 'offline', clientOnly: true });

/** A table of contents from this many sections on. */
const tocFrom = 5;

/** /contracts: the legal documents by category, or with ?id= one document to read. */
export default function ContractsPage({ title, data }: PageProps) {
  const page = data as ContractsData;
  return page.kind === 'list' ? <DocumentList title={title} data={page} /> : <DocumentView doc={page} />;
}

function EffectiveDate({ day }: { day: string }) {
  const date = formatDay(day, useLocale());
  return (
    <Trans>
      Effective from <time dateTime={day}>{date}</time>
    </Trans>
  );
}

function DocumentCards({ documents }: { documents: DocumentCard[] }) {
  const { t } = useLingui();
  return (
    <ul className={s.cards}>
      {documents.map(({ title, ...doc }) => (
        <li key={doc.id} className={s.card}>
          <h3 className={s.cardTitle}>
            <AppLink to="contracts" query={`id=${doc.id}`} className={s.cardLink}>
              {title}
            </AppLink>
          </h3>
          <p className={s.cardMeta}>{doc.summary}</p>
          <p className={s.cardMeta}>
            <EffectiveDate day={doc.effective_date} />
          </p>
          <PdfLink id={doc.id} label={t`Download “${title}” as PDF`} className={s.cardAction}>
            PDF
          </PdfLink>
        </li>
      ))}
    </ul>
  );
}

/** The document's PDF in the page's language; the server makes it, so it needs the network. */
function PdfLink({ id, label, className, children }: { id: number; label?: string; className: string; children: ReactNode }) {
  return (
    <a href={documentPdfUrl(id, useLocale())} download className={className} aria-label={label}>
      {children}
    </a>
  );
}

function DocumentList({ title, data }: { title: string; data: ContractsListData }) {
  return (
    <div className={`${container} ${s.page}`}>
      <div className={s.head}>
        <h1 className={s.title}>{title}</h1>
        <p className={s.lead}>
          <Trans>The contracts, rules and certificates under which ZoriaNet serves its subscribers, in their current wording.</Trans>
        </p>
      </div>
      {data.categories.map((category) => (
        <section key={category.id} className={s.category} aria-labelledby={`category-${category.id}`}>
          <h2 id={`category-${category.id}`} className={s.categoryTitle}>
            {category.name}
          </h2>
          <DocumentCards documents={category.documents} />
        </section>
      ))}
    </div>
  );
}

function DocumentView({ doc }: { doc: ContractDocumentData }) {
  const { t } = useLingui();
  const long = doc.sections.length >= tocFrom;
  return (
    <article className={`${container} ${s.page}`}>
      <div className={s.head}>
        <AppLink to="contracts" className={`${s.back} ${s.noPrint}`}>
          <Trans>← All documents</Trans>
        </AppLink>
        <p className={s.label}>{doc.category}</p>
        <h1 className={s.title}>{doc.title}</h1>
        <p className={s.lead}>{doc.summary}</p>
        <p className={s.meta}>
          <EffectiveDate day={doc.effective_date} />
        </p>
        <OfflineSavedNote />
        <div className={`${s.actions} ${s.noPrint}`}>
          <PdfLink id={doc.id} className={button.primary}>
            <Trans>Download PDF</Trans>
          </PdfLink>
          <Print />
          <OfflineNote />
        </div>
      </div>
      <div className={long ? s.layout : undefined}>
        {long && (
          <nav className={`${s.toc} ${s.noPrint}`} aria-label={t`Contents`}>
            <h2 className={s.tocTitle}>
              <Trans>Contents</Trans>
            </h2>
            <ol className={s.tocList}>
              {doc.sections.map((section, i) => (
                <li key={section.anchor}>
                  <a href={`#${section.anchor}`}>{`${i + 1}. ${section.title}`}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div className={s.body}>
          {doc.intro && <RichText html={doc.intro} topHeading={2} />}
          {doc.sections.map((section, i) => (
            <section key={section.anchor} id={section.anchor} className={s.section} aria-labelledby={`${section.anchor}-title`}>
              <h2 id={`${section.anchor}-title`} className={s.sectionTitle}>
                {`${i + 1}. ${section.title}`}
              </h2>
              <ol className={s.clauses}>
                {section.clauses.map((clause, j) => (
                  <li key={j} className={s.clause}>
                    <span className={s.number}>{`${i + 1}.${j + 1}.`}</span>
                    <RichText html={clause} />
                  </li>
                ))}
              </ol>
            </section>
          ))}
        </div>
      </div>
      {doc.others.length > 0 && (
        <section className={`${s.others} ${s.noPrint}`} aria-labelledby="other-documents">
          <h2 id="other-documents" className={s.categoryTitle}>
            <Trans>Other documents of this category</Trans>
          </h2>
          <DocumentCards documents={doc.others} />
        </section>
      )}
    </article>
  );
}
