import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

import { classNames } from '../lib/class-names';
import styles from './Section.module.css';

export type SectionTone = 'plain' | 'muted' | 'dark';

interface SectionProps {
  title: string;
  lead?: string;
  tone?: SectionTone;
  /** Beside the heading: a link to the full page, for instance. */
  action?: ReactNode;
  children: ReactNode;
}

/** A home section: a band with an h2 (its accessible name), an optional lead and content. */
export function Section({ title, lead, tone = 'plain', action, children }: SectionProps) {
  const headingId = useId();
  return (
    <section
      className={classNames(styles.band, tone === 'muted' && styles.muted, tone === 'dark' && styles.dark)}
      aria-labelledby={headingId}
    >
      <div className={styles.container}>
        <div className={styles.header}>
          <div>
            <h2 className={styles.heading} id={headingId}>
              {title}
            </h2>
            {lead !== undefined && <p className={styles.lead}>{lead}</p>}
          </div>
          {action}
        </div>
        {children}
      </div>
    </section>
  );
}

/** A section's link to the full page ("See all suppliers"). */
export function SectionAction({ to, children }: { to: string; children: ReactNode }) {
  return (
    <RouterLink className={styles.action} to={to}>
      {children}
    </RouterLink>
  );
}
