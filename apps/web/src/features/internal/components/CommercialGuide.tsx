import type { CommercialGuide as Guide, GuideRevisionRef } from '@roadbook/domain/contracts/internal';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { commercialGuideQueryOptions, guideRevisionQueryOptions, INTERNAL_QUERY_KEY } from '@/api/internal';
import button from '@/components/button.module.css';
import { ListLoadError } from '@/components/ListStates';
import { useToast } from '@/components/toast/use-toast';
import { ApiError } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

import type { StoredInternalUser } from '../lib/internal-user';
import { GuideContent } from './GuideContent';
import { GuideHistory } from './GuideHistory';
import styles from './Internal.module.css';

// The editor (and its library) load only for the editor, when they open it.
const GuideEditor = lazy(() => import('./GuideEditor'));

interface CommercialGuideProps {
  user: StoredInternalUser;
  onSignOut: () => void;
  /** The API no longer knows the session: back to the sign-in. */
  onSessionEnded: () => void;
}

function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** One old revision, read in place of the current guide. */
function RevisionView({ revision, label }: { revision: GuideRevisionRef; label: string }) {
  const { data } = useQuery(guideRevisionQueryOptions(revision.id));
  return data === undefined ? null : <GuideContent html={data.content} label={label} />;
}

/** The commercial guide: the reader reads it and its history; the editor also changes it. */
export function CommercialGuide({ user, onSignOut, onSessionEnded }: CommercialGuideProps) {
  const { t, i18n } = useTranslation('internal');
  const toast = useToast();
  const queryClient = useQueryClient();
  const guide = useQuery(commercialGuideQueryOptions());
  const [isEditing, setEditing] = useState(false);
  const [viewing, setViewing] = useState<GuideRevisionRef | null>(null);
  const dates = new Intl.DateTimeFormat(currentLanguage(i18n), { dateStyle: 'medium', timeStyle: 'short' });
  const formatDate = (iso: string) => dates.format(new Date(iso));

  useEffect(() => {
    if (isSessionEnded(guide.error)) onSessionEnded();
  }, [guide.error, onSessionEnded]);

  const saved = (next: Guide) => {
    queryClient.setQueryData(commercialGuideQueryOptions().queryKey, next);
    void queryClient.invalidateQueries({ queryKey: [...INTERNAL_QUERY_KEY, 'revisions'] });
    setEditing(false);
    toast.success(t('guide.saved'));
  };
  const reload = () => {
    setEditing(false);
    void guide.refetch();
  };

  const revisionLine = (revision: GuideRevisionRef) =>
    t('guide.revision', {
      number: revision.number,
      author: revision.authorName,
      date: formatDate(revision.createdAt),
    });

  let body;
  if (guide.data === undefined) {
    body =
      guide.error === null || isSessionEnded(guide.error) ? null : (
        <ListLoadError
          title={t('guide.loadError')}
          retryLabel={t('guide.retry')}
          error={guide.error}
          onRetry={() => void guide.refetch()}
        />
      );
  } else if (viewing !== null) {
    body = (
      <>
        <p>
          {t('history.viewing', {
            number: viewing.number,
            author: viewing.authorName,
            date: formatDate(viewing.createdAt),
          })}
        </p>
        <RevisionView revision={viewing} label={t('guide.title')} />
        <div className={styles.actions}>
          <button type="button" className={button.outlined} onClick={() => setViewing(null)}>
            {t('history.back')}
          </button>
        </div>
      </>
    );
  } else if (isEditing) {
    body = (
      <Suspense fallback={null}>
        <GuideEditor
          guide={guide.data}
          onSaved={saved}
          onCancel={() => setEditing(false)}
          onReload={reload}
        />
      </Suspense>
    );
  } else {
    const { content, revision } = guide.data;
    body = (
      <>
        {revision !== null && <p>{revisionLine(revision)}</p>}
        {content === '' ? (
          <p>{t('guide.empty')}</p>
        ) : (
          <GuideContent html={content} label={t('guide.title')} />
        )}
        {user.canEdit && (
          <div className={styles.actions}>
            <button
              type="button"
              className={`rb-button-link ${styles.primary}`}
              onClick={() => setEditing(true)}
            >
              {t('guide.edit')}
            </button>
          </div>
        )}
      </>
    );
  }

  return (
    <>
      <div className={styles.bar}>
        <span>{t('guide.signedInAs', { username: user.username })}</span>
        <button type="button" className={button.outlined} onClick={onSignOut}>
          {t('guide.signOut')}
        </button>
      </div>
      <h1>{t('guide.title')}</h1>
      <p>{user.canEdit ? t('guide.intro') : `${t('guide.intro')} ${t('guide.reader')}`}</p>
      {body}
      {guide.data !== undefined && !isEditing && <GuideHistory formatDate={formatDate} onView={setViewing} />}
    </>
  );
}
