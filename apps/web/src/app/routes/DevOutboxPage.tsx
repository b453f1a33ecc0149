import type { OutboxMessageSummary } from '@roadbook/domain/contracts/outbox';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useOutbox } from '@/api/get-outbox';
import { useOutboxMessage } from '@/api/get-outbox-message';
import button from '@/components/button.module.css';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { currentLanguage } from '@/lib/i18n';
import { useDocumentMeta } from '@/lib/use-page-meta';

import styles from './DevOutboxPage.module.css';

type DateFormat = (iso: string) => string;

function useDateFormat(): DateFormat {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(currentLanguage(i18n), { dateStyle: 'medium', timeStyle: 'medium' });
  return (iso) => format.format(new Date(iso));
}

function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t, i18n } = useTranslation('devOutbox');
  // 404: no outbox, because the server sends through a mail server.
  const isOff = error instanceof ApiError && error.status === 404;
  return (
    <div role="alert" className={styles.notice}>
      <p>{isOff ? t('off') : errorMessage(i18n, error)}</p>
      {!isOff && (
        <button type="button" className={button.outlined} onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}

interface MessageListProps {
  messages: OutboxMessageSummary[];
  shown: string;
  onShow: (name: string) => void;
  date: DateFormat;
}

function MessageList({ messages, shown, onShow, date }: MessageListProps) {
  const { t } = useTranslation('devOutbox');
  return (
    <ul aria-label={t('listLabel')} className={styles.list}>
      {messages.map((message) => (
        <li key={message.name}>
          <button
            type="button"
            className={styles.entry}
            aria-current={message.name === shown ? 'true' : undefined}
            onClick={() => onShow(message.name)}
          >
            <span className={styles.entrySubject}>{message.subject}</span>
            <span className={styles.entryMeta}>{message.to}</span>
            <time className={styles.entryMeta} dateTime={message.date}>
              {date(message.date)}
            </time>
          </button>
        </li>
      ))}
    </ul>
  );
}

function MessageView({ name, date }: { name: string; date: DateFormat }) {
  const { t } = useTranslation('devOutbox');
  const query = useOutboxMessage(name);

  if (query.isError) return <LoadFailure error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data === undefined) return <p role="status">{t('loadingMessage')}</p>;

  const message = query.data;
  return (
    <article aria-labelledby="outbox-subject" className={styles.message}>
      <h2 id="outbox-subject" className={styles.subject}>
        {message.subject}
      </h2>
      <dl className={styles.headers}>
        <dt>{t('from')}</dt>
        <dd>{message.from}</dd>
        <dt>{t('to')}</dt>
        <dd>{message.to}</dd>
        <dt>{t('date')}</dt>
        <dd>
          <time dateTime={message.date}>{date(message.date)}</time>
        </dd>
      </dl>
      <h3 className={styles.part}>{t('htmlPart')}</h3>
      {/* The email's own document, with no scripts, forms or access to the page (empty sandbox). */}
      <iframe sandbox="" srcDoc={message.html} title={t('htmlPart')} className={styles.frame} />
      <h3 className={styles.part}>{t('textPart')}</h3>
      <pre className={styles.text}>{message.text}</pre>
    </article>
  );
}

/** /dev/outbox: the emails written to the outbox folder while no mail server is set. */
export function DevOutboxPage() {
  const { t } = useTranslation('devOutbox');
  const { t: tc } = useTranslation();
  useDocumentMeta(tc('meta.titleTemplate', { page: t('meta.title') }), t('meta.description'));
  const date = useDateFormat();
  const query = useOutbox();
  const [chosen, setChosen] = useState<string | null>(null);

  const messages = query.data?.messages ?? [];
  // The newest until another is chosen.
  const shown = messages.find((message) => message.name === chosen)?.name ?? messages[0]?.name ?? null;

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <h1 className={styles.title}>{t('heading')}</h1>
        <button
          type="button"
          className={button.outlined}
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          {t('refresh')}
        </button>
      </div>
      <p className={styles.intro}>{t('intro')}</p>
      {query.isError ? (
        <LoadFailure error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data === undefined ? (
        <p role="status">{t('loading')}</p>
      ) : shown === null ? (
        <p role="status">{t('empty')}</p>
      ) : (
        <div className={styles.columns}>
          <MessageList messages={messages} shown={shown} onShow={setChosen} date={date} />
          <MessageView name={shown} date={date} />
        </div>
      )}
    </div>
  );
}

export { DevOutboxPage as Component };
