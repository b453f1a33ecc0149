import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

import { useNotificationCount } from '@/api/get-notification-count';
import { useNotificationEvents } from '@/api/notification-events';
import button from '@/components/button.module.css';
import { Icon } from '@/components/icons/icon';
import { paths, withLanguage } from '@/lib/paths';
import { useLanguageParam } from '@/lib/use-language-param';

import styles from './NotificationBell.module.css';

/** How often the count is asked for when no event stream keeps it. */
const POLL_MS = 60_000;
/** The badge shows up to this number, then "9+". */
const BADGE_MAX = 9;

/**
 * The header's bell: a link to /notifications with the unread count, kept live by the API's event
 * stream while the user is signed in (the header mounts it only then), else asked for each minute.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const language = useLanguageParam();
  const isLive = useNotificationEvents();
  const unread = useNotificationCount(isLive ? false : POLL_MS).data?.unread ?? 0;
  return (
    <NavLink
      to={withLanguage(paths.notifications, language)}
      className={`${button.icon} ${styles.bell}`}
      aria-label={unread === 0 ? t('bell.label') : t('bell.labelUnread', { count: unread })}
    >
      <Icon weight={1.8}>
        <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16zM10 20.5a2 2 0 0 0 4 0" />
      </Icon>
      {unread > 0 && (
        <span aria-hidden="true" className={styles.badge}>
          {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
        </span>
      )}
    </NavLink>
  );
}
