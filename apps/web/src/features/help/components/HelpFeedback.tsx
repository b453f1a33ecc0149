import type { Language } from '@roadbook/domain/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { useHelpFeedback } from '@/api/help';
import { RichText } from '@/components/RichText';
import button from '@/components/button.module.css';
import reading from '@/components/reading.module.css';

import styles from './Help.module.css';

/** "Was this article helpful?": one answer per visit of the page, thanked in words. */
export function HelpFeedback({ articleId, language }: { articleId: string; language: Language }) {
  const { t } = useTranslation('help');
  const headingId = useId();
  const { mutate, variables, isSuccess, isPending } = useHelpFeedback(language, articleId);

  return (
    <section aria-labelledby={headingId} className={reading.panel}>
      <h2 id={headingId}>{t('feedback.question')}</h2>
      {isSuccess ? (
        <div role="status">
          {variables ? (
            <p>{t('feedback.thanks')}</p>
          ) : (
            <RichText text={t('feedback.sorry')} className={reading.body} />
          )}
        </div>
      ) : (
        <div className={styles.feedbackButtons}>
          {([true, false] as const).map((helpful) => (
            <button
              key={String(helpful)}
              type="button"
              className={`${button.outlined} ${styles.feedbackButton}`}
              aria-disabled={isPending || undefined}
              onClick={() => {
                if (!isPending) mutate(helpful);
              }}
            >
              {helpful ? t('feedback.yes') : t('feedback.no')}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
