import { useTranslation } from 'react-i18next';

import { paths, withLanguage } from '@/lib/paths';
import { useLanguageParam } from '@/lib/use-language-param';

import styles from './FaqTeaser.module.css';
import { Section, SectionAction, type SectionTone } from './Section';

const QUESTIONS = ['age', 'price', 'cancel', 'payment'] as const;

interface FaqTeaserProps {
  tone?: SectionTone;
}

/** A few frequent questions, each opening its answer, and a link to the FAQ. */
export function FaqTeaser({ tone = 'plain' }: FaqTeaserProps) {
  const { t } = useTranslation('homeLower');
  const language = useLanguageParam();
  return (
    <Section
      title={t('faq.heading')}
      tone={tone}
      action={<SectionAction to={withLanguage(paths.faq, language)}>{t('faq.more')}</SectionAction>}
    >
      <div className={styles.list}>
        {QUESTIONS.map((id) => (
          <details key={id} className={styles.question}>
            <summary>{t(`faq.items.${id}.question`)}</summary>
            <p className={styles.answer}>{t(`faq.items.${id}.answer`)}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
