import { useId, type ReactNode } from 'react';

import { RichText } from '@/components/RichText';
import reading from '@/components/reading.module.css';

import styles from './Document.module.css';

export interface DocumentSection {
  heading: string;
  /** Rich text (@roadbook/domain/rich-text). */
  body: string;
}

interface DocumentPageProps {
  title: string;
  /** Rich text, like the sections. */
  intro: string;
  /** The sections by id (each id is its heading's anchor), in order. */
  sections: Readonly<Record<string, DocumentSection>>;
  /** A line under the title, e.g. the policy's effective date. */
  dateLine?: string;
  /** The title of a table of contents; none when left out. */
  contentsTitle?: string;
  /** What a section shows after its text (the cookie policy's table). */
  extras?: Readonly<Record<string, ReactNode>>;
  /** What follows the sections. */
  children?: ReactNode;
}

/** An information or legal page: its title, introduction, contents and sections. */
export function DocumentPage({
  title,
  intro,
  sections,
  dateLine,
  contentsTitle,
  extras = {},
  children,
}: DocumentPageProps) {
  const contentsId = useId();
  const entries = Object.entries(sections);
  return (
    <article className={reading.column}>
      <h1 className={reading.title}>{title}</h1>
      {dateLine !== undefined && <p className={reading.date}>{dateLine}</p>}
      <RichText text={intro} className={reading.intro} />
      {contentsTitle !== undefined && (
        <nav aria-labelledby={contentsId} className={styles.contents}>
          <h2 id={contentsId}>{contentsTitle}</h2>
          <ol>
            {entries.map(([id, section]) => (
              <li key={id}>
                <a href={`#${id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {entries.map(([id, section]) => (
        <section key={id} aria-labelledby={id} className={reading.section}>
          <h2 id={id}>{section.heading}</h2>
          <RichText text={section.body} className={reading.body} />
          {extras[id]}
        </section>
      ))}
      {children}
    </article>
  );
}
