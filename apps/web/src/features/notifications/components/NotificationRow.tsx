import type { Notification } from '@roadbook/domain/contracts/notifications';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import button from '@/components/button.module.css';

import styles from './Notifications.module.css';

/** The id of a notification's checkbox, where the focus goes back to after a change. */
export const checkboxIdOf = (notification: Pick<Notification, 'id'>) => `notification-${notification.id}`;

interface NotificationRowProps {
  notification: Notification;
  /** Its text in the page's language. */
  text: string;
  /** When it came, as the reader writes dates. */
  date: string;
  /** Its booking's page; null once the booking is gone. */
  viewHref: string | null;
  isSelected: boolean;
  onSelect: (isOn: boolean) => void;
  onMark: (isRead: boolean) => void;
  onDelete: () => void;
  onView: () => void;
}

/**
 * One notification: a checkbox, its state (a word and a frame, not only a colour), its text and
 * date, and its actions, each named by the text it acts on.
 */
export function NotificationRow({
  notification,
  text,
  date,
  viewHref,
  isSelected,
  onSelect,
  onMark,
  onDelete,
  onView,
}: NotificationRowProps) {
  const { t } = useTranslation('notifications');
  const textId = useId();
  const { isRead } = notification;
  return (
    <li className={isRead ? styles.row : `${styles.row} ${styles.unread}`}>
      <input
        id={checkboxIdOf(notification)}
        type="checkbox"
        className={styles.checkbox}
        checked={isSelected}
        onChange={(event) => onSelect(event.target.checked)}
        aria-label={t('item.select', { text })}
      />
      <div className={styles.body}>
        <p className={styles.text}>
          {isRead ? (
            <span className={styles.visuallyHidden}>{t('item.read')} </span>
          ) : (
            <span className={styles.tag}>{t('item.unread')}</span>
          )}
          <span id={textId}>{text}</span>
        </p>
        <time className={styles.date} dateTime={notification.createdAt}>
          {date}
        </time>
      </div>
      <div className={styles.rowActions}>
        <button
          type="button"
          className={button.text}
          aria-describedby={textId}
          onClick={() => onMark(!isRead)}
        >
          {isRead ? t('item.markUnread') : t('item.markRead')}
        </button>
        <button type="button" className={button.text} aria-describedby={textId} onClick={onDelete}>
          {t('item.delete')}
        </button>
        {viewHref !== null && (
          <Link to={viewHref} className={button.text} aria-describedby={textId} onClick={onView}>
            {t('item.view')}
          </Link>
        )}
      </div>
    </li>
  );
}
