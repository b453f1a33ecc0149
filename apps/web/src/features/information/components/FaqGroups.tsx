import { RichText } from '@/components/RichText';
import reading from '@/components/reading.module.css';

import styles from './Document.module.css';

export interface FaqGroup {
  title: string;
  questions: Readonly<Record<string, { question: string; answer: string }>>;
}

/** The questions under their group's heading; each answer opens under its question. */
export function FaqGroups({ groups }: { groups: Readonly<Record<string, FaqGroup>> }) {
  return Object.entries(groups).map(([id, group]) => (
    <section key={id} aria-labelledby={`faq-${id}`} className={reading.section}>
      <h2 id={`faq-${id}`}>{group.title}</h2>
      {Object.entries(group.questions).map(([questionId, { question, answer }]) => (
        <details key={questionId} id={questionId} className={styles.question}>
          <summary className={styles.summary}>{question}</summary>
          <RichText text={answer} className={`${reading.body} ${styles.answer}`} />
        </details>
      ))}
    </section>
  ));
}
