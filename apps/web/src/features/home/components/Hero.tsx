import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

import { CheckIcon } from '@/components/icons/interface-icons';

import styles from './Hero.module.css';

/**
 * The top of a home page: its h1, a lead and the search form (given by the page, which composes the
 * search-form feature), in one of four designs:
 * `split`: text and trust points beside the form on a clean light band (professional home);
 * `gradient`: full-bleed gradient, very large type, the form in a raised card (stunning home);
 * `panel`: a rounded tinted panel with the form in a card across it (modern home);
 * `simple`: a centred title over a boxed form (previous home).
 */
export type HeroVariant = 'split' | 'gradient' | 'panel' | 'simple';

interface HeroProps {
  variant: HeroVariant;
  heading: string;
  lead: string;
  eyebrow?: string;
  /** Short reassurances listed under the lead. */
  points?: readonly string[];
  /** The search form. */
  form: ReactNode;
  /** Links under the form. */
  actions?: ReactNode;
}

export function Hero({ variant, heading, lead, eyebrow, points, form, actions }: HeroProps) {
  return (
    <div className={styles[variant]}>
      <div className={styles.inner}>
        <div>
          {eyebrow !== undefined && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 className={styles.title}>{heading}</h1>
          <p className={styles.lead}>{lead}</p>
          {points !== undefined && points.length > 0 && (
            <ul className={styles.points}>
              {points.map((point) => (
                <li key={point}>
                  <CheckIcon className={styles.pointIcon} size={20} />
                  {point}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className={styles.card}>{form}</div>
        {actions !== undefined && <div className={styles.actions}>{actions}</div>}
      </div>
    </div>
  );
}

/** A call to action under the hero's form, e.g. "Browse locations". */
export function HeroLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <RouterLink className={styles.ctaLink} to={to}>
      {children}
    </RouterLink>
  );
}
