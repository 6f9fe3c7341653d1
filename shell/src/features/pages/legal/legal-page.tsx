import { ContentPage } from '../../../lib/content-page';
import type { LegalDocument } from './legal-documents';

/** One legal document with its sections. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <ContentPage title={document.title} lead={document.intro}>
      <p>
        Last updated:{' '}
        <time dateTime={document.updated}>
          {new Date(document.updated).toLocaleDateString('en-GB', { dateStyle: 'long' })}
        </time>
      </p>
      {document.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </ContentPage>
  );
}
