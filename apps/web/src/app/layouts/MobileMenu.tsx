import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import button from '@/components/button.module.css';
import { MenuIcon } from '@/components/icons/interface-icons';

import type { HeaderMenuItem } from './header-menu';
import { LazyMobileMenuDrawer, preloadHeaderMenus } from './LazyHeaderMenus';
import styles from './MobileMenu.module.css';

interface MobileMenuProps {
  items: readonly HeaderMenuItem[];
  /** A signed-in user's account entries come first in the drawer. */
  signedIn: boolean;
}

/**
 * The header menu for screens too narrow for its links: a menu button and the drawer it opens
 * (MobileMenuDrawer, whose code loads when it first opens).
 */
export function MobileMenu({ items, signedIn }: MobileMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={`${button.icon} ${styles.menuButton}`}
        aria-label={t('a11y.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        onPointerEnter={preloadHeaderMenus}
        onFocus={preloadHeaderMenus}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </button>
      {open && (
        <LazyMobileMenuDrawer
          id={drawerId}
          items={items}
          signedIn={signedIn}
          opener={buttonRef}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
