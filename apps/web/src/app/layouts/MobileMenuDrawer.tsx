import { useEffect, useId, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

import button from '@/components/button.module.css';
import { CloseIcon } from '@/components/icons/interface-icons';

import type { HeaderMenuItem } from './header-menu';
import { HeaderMenuEntry } from './HeaderMenuEntry';
import { LazyAccountDrawerSection } from './LazyAccount';
import drawerStyles from './MobileMenuDrawer.module.css';

export interface MobileMenuDrawerProps {
  id: string;
  items: readonly HeaderMenuItem[];
  /** A signed-in user's account entries come first. */
  signedIn: boolean;
  /** Takes the focus back when the drawer closes. */
  opener: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

/** Opens a dialog as a modal (the page behind is inert, Tab stays in it); jsdom has no showModal. */
function showModal(dialog: HTMLDialogElement): void {
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}

/**
 * The header menu in a modal <dialog> sliding in from the right: the focus starts on its Close
 * button and stays inside; Escape, Close, a press beside it or a choice closes it, and the focus
 * returns to the menu button. A signed-in user's account entries sit above the links.
 */
export function MobileMenuDrawer({ id, items, signedIn, opener, onClose }: MobileMenuDrawerProps) {
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
        {signedIn && <LazyAccountDrawerSection itemClassName={drawerStyles.item} onChoose={onClose} />}
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
