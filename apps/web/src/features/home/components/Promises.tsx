import { useTranslation } from 'react-i18next';

import {
  BoltIcon,
  InfinityIcon,
  LifebuoyIcon,
  TagIcon,
  TruckIcon,
} from '@/components/icons/marketplace-icons';

import { classNames } from '../lib/class-names';
import styles from './Promises.module.css';
import { Section, type SectionTone } from './Section';

// The promises of the page copy (product-rules.md § Pages and addresses).
const PROMISES = [
  { id: 'roadside', Icon: LifebuoyIcon },
  { id: 'noHiddenCharges', Icon: TagIcon },
  { id: 'unlimitedMileage', Icon: InfinityIcon },
  { id: 'instantConfirmation', Icon: BoltIcon },
  { id: 'delivery', Icon: TruckIcon },
] as const;

/** `cards`: a card per promise; `strip`: compact icon and text in a row; `list`: one under the other. */
export type PromisesVariant = 'cards' | 'strip' | 'list';

interface PromisesProps {
  variant?: PromisesVariant;
  tone?: SectionTone;
  /** Titles only, without their explanations. */
  withTexts?: boolean;
}

/** 24/7 roadside assistance, no hidden charges, unlimited mileage, instant confirmation, delivery. */
export function Promises({ variant = 'cards', tone = 'plain', withTexts = true }: PromisesProps) {
  const { t } = useTranslation('home');
  return (
    <Section title={t('promises.heading')} tone={tone}>
      <ul
        className={classNames(
          styles.list,
          variant === 'cards' && styles.cards,
          variant === 'strip' && styles.strip,
          variant === 'list' && styles.listed,
          tone === 'dark' && variant !== 'cards' && styles.onDark,
        )}
      >
        {PROMISES.map(({ id, Icon }) => (
          <li key={id} className={styles.item}>
            <span className={styles.badge}>
              <Icon size={variant === 'cards' ? 26 : 20} />
            </span>
            <div>
              <h3 className={styles.title}>{t(`promises.${id}.title`)}</h3>
              {withTexts && <p className={styles.text}>{t(`promises.${id}.text`)}</p>}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
