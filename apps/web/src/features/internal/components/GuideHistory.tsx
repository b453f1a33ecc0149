import type { GuideRevisionRef } from '@roadbook/domain/contracts/internal';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { guideRevisionsQueryOptions } from '@/api/internal';
import button from '@/components/button.module.css';

import styles from './Internal.module.css';

export type DateFormat = (iso: string) => string;

/** The guide's revisions, newest first, a page at a time: who saved each, when; each can be read. */
export function GuideHistory({
  formatDate,
  onView,
}: {
  formatDate: DateFormat;
  onView: (revision: GuideRevisionRef) => void;
}) {
  const { t } = useTranslation('internal');
  const [page, setPage] = useState(1);
  const { data } = useQuery(guideRevisionsQueryOptions(page));
  if (data === undefined) return null;
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));

  return (
    <section aria-labelledby="guide-history">
      <h2 id="guide-history">{t('history.title')}</h2>
      {data.revisions.length === 0 ? (
        <p>{t('history.none')}</p>
      ) : (
        <ol className={styles.history}>
          {data.revisions.map((revision) => (
            <li key={revision.id}>
              <span>
                {t('history.item', {
                  number: revision.number,
                  author: revision.authorName,
                  date: formatDate(revision.createdAt),
                })}
              </span>
              <button type="button" className={button.outlined} onClick={() => onView(revision)}>
                {t('history.view')}
              </button>
            </li>
          ))}
        </ol>
      )}
      {pages > 1 && (
        <div className={styles.actions}>
          <button
            type="button"
            className={button.outlined}
            disabled={page === 1}
            onClick={() => setPage(page - 1)}
          >
            {t('history.newer')}
          </button>
          <button
            type="button"
            className={button.outlined}
            disabled={page === pages}
            onClick={() => setPage(page + 1)}
          >
            {t('history.older')}
          </button>
        </div>
      )}
    </section>
  );
}
