import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

import button from '@/components/button.module.css';
import { CloseIcon, MenuIcon } from '@/components/icons/interface-icons';

import type { HeaderMenuItem } from './header-menu';
import { HeaderMenuEntry } from './HeaderMenuEntry';
import drawerStyles from './MobileMenu.module.css';

interface MobileMenuProps {
  items: readonly HeaderMenuItem[];
  /** The signed-in user's part of the menu, above the links; `close` closes the drawer. */
  account?: ((close: () => void) => ReactNode) | undefined;
}

/** Opens a dialog as a modal (the page behind is inert, Tab stays in it); jsdom has no showModal. */
function showModal(dialog: HTMLDialogElement): void {
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}

interface DrawerProps extends MobileMenuProps {
  id: string;
  /** Takes the focus back when the drawer closes. */
  opener: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

/**
 * The menu in a modal <dialog> sliding in from the right: the focus starts on its Close button and
 * stays inside; Escape, Close, a press beside it or a choice closes it, and the focus returns to the
 * menu button.
 */
function Drawer({ id, items, account, opener, onClose }: DrawerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    const button = opener.current;
    if (dialog !== null) showModal(dialog);
    // After the dialog has left the page, so that the button is no longer inert.
    return () => button?.focus();
  }, [opener]);

  return (
    // A press on the backdrop lands on the dialog itself; Escape (cancel) is the keyboard's way.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      id={id}
      aria-labelledby={titleId}
      className={drawerStyles.drawer}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={drawerStyles.panel}>
        <div className={drawerStyles.top}>
          <p id={titleId} className={drawerStyles.title}>
            {t('app.name')}
          </p>
          <button type="button" className={button.icon} aria-label={t('a11y.closeMenu')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        {account?.(onClose)}
        <nav aria-label={t('a11y.mainNavigation')}>
          <ul className={drawerStyles.list}>
            {items.map((item) => (
              <li key={item.id}>
                <HeaderMenuEntry item={item} className={drawerStyles.item} onChoose={onClose} />
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </dialog>
  );
}

/** The header menu for screens too narrow for its links: a menu button and the drawer it opens. */
export function MobileMenu({ items, account }: MobileMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={`${button.icon} ${drawerStyles.menuButton}`}
        aria-label={t('a11y.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </button>
      {open && (
        <Drawer
          id={drawerId}
          items={items}
          account={account}
          opener={buttonRef}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
