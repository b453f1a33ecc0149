import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useConfig } from '@/api/get-config';
import button from '@/components/button.module.css';
import { ButtonLink } from '@/components/ButtonLink';
import { LanguageMenu } from '@/features/language/components/LanguageMenu';
import { paths } from '@/lib/paths';

import styles from './Header.module.css';
import { HEADER_MENU, visibleHeaderItems } from './header-menu';
import { HeaderMenuEntry } from './HeaderMenuEntry';
import { LazyAccountMenu, LazyNotificationBell } from './LazyAccount';
import { MobileMenu } from './MobileMenu';
import { MoreMenu } from './MoreMenu';
import { useMediaQuery } from './use-media-query';

export interface HeaderProps {
  /** A signed-in user gets their account menu instead of Sign in. */
  signedIn: boolean;
}

/** Wide enough for the menu's links in the bar (1200px): narrower screens open it in a drawer. */
const WIDE_SCREEN = '(min-width: 1200px)';

/**
 * The header menu: inline links and a "more" list on wide screens, a drawer on narrower ones. Only
 * one of the two is on the page, so that there is one main navigation at a time. A signed-in user's
 * notifications bell stays in the bar; their account menu sits at the end of the bar on wide
 * screens, at the top of the drawer on narrow ones. The menus' lists and the drawer, and the user's
 * parts, load apart from the bar (LazyHeaderMenus.tsx, LazyAccount.tsx).
 */
export function Header({ signedIn }: HeaderProps) {
  const { t } = useTranslation();
  const hideSuppliers = useConfig().data?.hideSuppliers;
  const isWide = useMediaQuery(WIDE_SCREEN);
  const items = visibleHeaderItems(HEADER_MENU, { signedIn, hideSuppliers });

  const inline = items.filter((item) => item.placement === 'inline');
  const more = items.filter((item) => item.placement === 'more');
  const cta = items.filter((item) => item.placement === 'cta');

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to={paths.home} className={styles.brand}>
          {t('app.name')}
        </Link>
        {isWide && (
          <nav aria-label={t('a11y.mainNavigation')} className={styles.nav}>
            <ul className={styles.links}>
              {inline.map((item) => (
                <li key={item.id}>
                  <HeaderMenuEntry item={item} className={`${button.text} ${styles.link}`} />
                </li>
              ))}
            </ul>
            {more.length > 0 && <MoreMenu items={more} />}
          </nav>
        )}
        <div className={styles.end}>
          <LanguageMenu compact />
          {signedIn && <LazyNotificationBell />}
          {cta.map((item) => (
            <ButtonLink key={item.id} to={item.to} className={styles.cta}>
              {t(item.labelKey)}
            </ButtonLink>
          ))}
          {signedIn && isWide && <LazyAccountMenu />}
          {!isWide && <MobileMenu items={items} signedIn={signedIn} />}
        </div>
      </div>
    </header>
  );
}
