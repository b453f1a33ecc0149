import { useTranslation } from 'react-i18next';

import button from '@/components/button.module.css';
import { SelectAll } from '@/components/SelectAll';

import styles from './Notifications.module.css';

/** The id of the "select all" box, where the focus goes back to after a change. */
export const SELECT_ALL_ID = 'notifications-select-all';
/** The id of the "delete all" button, where the focus goes back to when its confirmation is cancelled. */
export const DELETE_ALL_ID = 'notifications-delete-all';

interface NotificationToolbarProps {
  /** How many notifications the page shows, and how many of them are selected. */
  shown: number;
  selected: number;
  /** Unread ones on every page. */
  unread: number;
  onSelectAll: (isOn: boolean) => void;
  onMarkSelected: (isRead: boolean) => void;
  onDeleteSelected: () => void;
  onMarkAllRead: () => void;
  onDeleteAll: () => void;
}

/**
 * Above the list: select all on the page (mixed when some are), what to do with the selection, and
 * what to do with every notification, on every page.
 */
export function NotificationToolbar({
  shown,
  selected,
  unread,
  onSelectAll,
  onMarkSelected,
  onDeleteSelected,
  onMarkAllRead,
  onDeleteAll,
}: NotificationToolbarProps) {
  const { t } = useTranslation('notifications');
  const none = selected === 0;
  return (
    <div role="group" aria-label={t('toolbar.label')} className={styles.toolbar}>
      <SelectAll
        id={SELECT_ALL_ID}
        selected={selected}
        shown={shown}
        label={t('toolbar.selectAll')}
        countText={t('toolbar.selected', { count: selected })}
        onSelectAll={onSelectAll}
      />
      <button type="button" className={button.text} disabled={none} onClick={() => onMarkSelected(true)}>
        {t('toolbar.markRead')}
      </button>
      <button type="button" className={button.text} disabled={none} onClick={() => onMarkSelected(false)}>
        {t('toolbar.markUnread')}
      </button>
      <button type="button" className={button.text} disabled={none} onClick={onDeleteSelected}>
        {t('toolbar.delete')}
      </button>
      <div className={styles.whole}>
        <button type="button" className={button.outlined} disabled={unread === 0} onClick={onMarkAllRead}>
          {t('toolbar.markAllRead')}
        </button>
        <button
          id={DELETE_ALL_ID}
          type="button"
          className={`${button.outlined} ${styles.danger}`}
          onClick={onDeleteAll}
        >
          {t('toolbar.deleteAll')}
        </button>
      </div>
    </div>
  );
}
