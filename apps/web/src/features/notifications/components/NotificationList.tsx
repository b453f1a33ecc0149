import type { Notification, NotificationList as List } from '@roadbook/domain/contracts/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useDeleteNotifications } from '@/api/delete-notifications';
import { useMarkNotifications } from '@/api/mark-notifications';
import { ConfirmPanel } from '@/components/ConfirmPanel';
import { Pagination } from '@/components/Pagination';
import { useToast } from '@/components/toast/use-toast';
import { currentLanguage } from '@/lib/i18n';
import { bookingPath } from '@/lib/booking-paths';
import { useFocusAfterChange } from '@/lib/use-focus-after-change';
import { useLanguageParam } from '@/lib/use-language-param';
import { useSelection } from '@/lib/use-selection';

import { useNotificationText } from '../hooks/use-notification-text';
import { checkboxIdOf, NotificationRow } from './NotificationRow';
import { EMPTY_STATE_ID, NotificationsEmpty } from './NotificationStates';
import { DELETE_ALL_ID, NotificationToolbar, SELECT_ALL_ID } from './NotificationToolbar';
import styles from './Notifications.module.css';

interface NotificationListProps {
  list: List;
  page: number;
  /** The address of another page of the list. */
  pageHref: (page: number) => string;
}

/** Where the focus goes after deleting the notification at `index`: the next one, else the one before. */
function neighbours(notifications: readonly Notification[], index: number): string[] {
  return [notifications[index + 1], notifications[index - 1]]
    .filter((notification) => notification !== undefined)
    .map(checkboxIdOf);
}

/**
 * A page of notifications with what can be done to them (one, the selected ones, or all), each
 * action saying what it did; the keyboard's place is kept when rows go away.
 */
export function NotificationList({ list, page, pageHref }: NotificationListProps) {
  const { t, i18n } = useTranslation('notifications');
  const language = useLanguageParam();
  const textOf = useNotificationText();
  const toast = useToast();
  const { notifications, total, pageSize, unread } = list;
  const selection = useSelection(notifications.map((notification) => notification.id));
  const { focusAfterChange, cancel } = useFocusAfterChange(list);
  const [isConfirming, setConfirming] = useState(false);
  const { mutate: mark } = useMarkNotifications();
  const { mutate: remove } = useDeleteNotifications();
  const dateFormat = new Intl.DateTimeFormat(currentLanguage(i18n), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  /** Marks `ids` (all without), then says how many changed. */
  const markAs = (ids: string[] | undefined, isRead: boolean, onDone?: () => void) =>
    mark(ids === undefined ? { isRead } : { ids, isRead }, {
      onSuccess: ({ changed }) => {
        onDone?.();
        toast.success(t(isRead ? 'done.markedRead' : 'done.markedUnread', { count: changed }));
      },
    });

  /** Deletes `ids` (all without), says how many went, and focuses the first of `focusIds` left. */
  const deleteThem = (ids: string[] | undefined, focusIds: string[]) => {
    focusAfterChange([...focusIds, SELECT_ALL_ID, EMPTY_STATE_ID]);
    remove(ids === undefined ? {} : { ids }, {
      onSuccess: ({ changed }) => {
        selection.clear();
        toast.success(t('done.deleted', { count: changed }));
      },
      onError: cancel,
    });
  };

  if (total === 0) return <NotificationsEmpty />;

  const pages = Math.ceil(total / pageSize);
  return (
    <>
      <p aria-live="polite" className={styles.summary}>
        {unread === 0 ? t('page.allRead') : t('page.unread', { count: unread })}
      </p>
      <NotificationToolbar
        shown={notifications.length}
        selected={selection.selected.length}
        unread={unread}
        onSelectAll={selection.setAll}
        onMarkSelected={(isRead) => markAs(selection.selected, isRead, selection.clear)}
        onDeleteSelected={() => deleteThem(selection.selected, [])}
        onMarkAllRead={() => markAs(undefined, true)}
        onDeleteAll={() => setConfirming(true)}
      />
      {isConfirming && (
        <ConfirmPanel
          title={t('deleteAll.title')}
          message={t('deleteAll.message', { count: total })}
          confirmLabel={t('deleteAll.confirm')}
          cancelLabel={t('deleteAll.cancel')}
          onConfirm={() => {
            setConfirming(false);
            deleteThem(undefined, [EMPTY_STATE_ID]);
          }}
          onCancel={() => {
            setConfirming(false);
            document.getElementById(DELETE_ALL_ID)?.focus();
          }}
        />
      )}
      <ul aria-label={t('page.title')} className={styles.list}>
        {notifications.map((notification, index) => (
          <NotificationRow
            key={notification.id}
            notification={notification}
            text={textOf(notification)}
            date={dateFormat.format(new Date(notification.createdAt))}
            viewHref={notification.bookingId === null ? null : bookingPath(notification.bookingId, language)}
            isSelected={selection.isSelected(notification.id)}
            onSelect={(isOn) => selection.toggle(notification.id, isOn)}
            onMark={(isRead) => markAs([notification.id], isRead)}
            onDelete={() => deleteThem([notification.id], neighbours(notifications, index))}
            onView={() => {
              if (!notification.isRead) mark({ ids: [notification.id], isRead: true });
            }}
          />
        ))}
      </ul>
      <Pagination
        page={page}
        pages={pages}
        hrefOf={pageHref}
        texts={{
          label: t('pager.label'),
          previous: t('pager.previous'),
          next: t('pager.next'),
          position: t('pager.position', { page, pages }),
          pageLink: (link) => t('pager.pageLink', { page: link }),
        }}
      />
    </>
  );
}
