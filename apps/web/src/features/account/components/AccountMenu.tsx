import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

import { useSession } from '@/api/validate-access-token';
import button from '@/components/button.module.css';
import anchor from '@/components/popup-anchor.module.css';
import menu from '@/components/popup-menu.module.css';
import { useDismiss } from '@/components/use-dismiss';
import { paths, withLanguage } from '@/lib/paths';
import { useLanguageParam } from '@/lib/use-language-param';

import { useSignOut } from '../hooks/use-sign-out';
import styles from './AccountMenu.module.css';
import { Avatar } from './Avatar';

/** The signed-in user's pages (product-rules.md § Pages and addresses); Sign out follows them. */
const ACCOUNT_LINKS = [
  { to: paths.bookings, label: 'common:nav.bookings' },
  { to: paths.notifications, label: 'menu.notifications' },
  { to: paths.settings, label: 'common:nav.settings' },
] as const;

interface AccountLinksProps {
  itemClassName?: string | undefined;
  /** Called when an entry is chosen (the menu or the drawer closes). */
  onChoose: () => void;
}

/** The entries, as list items: a link to each of the user's pages, then Sign out. */
function AccountLinks({ itemClassName, onChoose }: AccountLinksProps) {
  const { t } = useTranslation(['account', 'common']);
  const language = useLanguageParam();
  const signOut = useSignOut();
  return (
    <>
      {ACCOUNT_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink to={withLanguage(link.to, language)} className={itemClassName} onClick={onChoose}>
            {t(link.label)}
          </NavLink>
        </li>
      ))}
      <li>
        <button
          type="button"
          className={itemClassName}
          onClick={() => {
            onChoose();
            void signOut();
          }}
        >
          {t('common:nav.signOut')}
        </button>
      </li>
    </>
  );
}

/**
 * The header's account button (avatar and name) and the list it opens (disclosure: Escape closes
 * it and gives the focus back, as a press or a focus outside). The name comes with the session's
 * answer; until then the button shows an empty avatar.
 */
export function AccountMenu() {
  const { t } = useTranslation('account');
  const { data: user } = useSession();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const areaRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, areaRef, buttonRef, close);

  return (
    <div ref={areaRef} className={anchor.anchor}>
      <button
        ref={buttonRef}
        type="button"
        className={`${button.text} ${styles.button}`}
        aria-label={user === undefined ? t('menu.label') : t('menu.labelOf', { name: user.fullName })}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <Avatar fullName={user?.fullName} avatar={user?.avatar} />
        <span className={styles.name}>{user?.fullName}</span>
      </button>
      <ul id={listId} hidden={!open} className={`${menu.popup} ${menu.end}`}>
        <AccountLinks itemClassName={menu.item} onChoose={close} />
      </ul>
    </div>
  );
}

/** The same entries in the header's drawer (narrow screens), under the user's avatar and name. */
export function AccountDrawerSection({ itemClassName, onChoose }: AccountLinksProps) {
  const { t } = useTranslation('account');
  const { data: user } = useSession();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <p id={titleId} className={styles.drawerUser}>
        <Avatar fullName={user?.fullName} avatar={user?.avatar} />
        {user?.fullName ?? t('menu.label')}
      </p>
      <ul className={styles.drawerList}>
        <AccountLinks itemClassName={itemClassName} onChoose={onChoose} />
      </ul>
    </section>
  );
}
