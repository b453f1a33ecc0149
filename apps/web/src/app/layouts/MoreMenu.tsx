import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import button from '@/components/button.module.css';
import { MoreIcon } from '@/components/icons/interface-icons';
import anchor from '@/components/popup-anchor.module.css';

import type { HeaderMenuItem } from './header-menu';
import { LazyMoreMenuList, preloadHeaderMenus } from './LazyHeaderMenus';

interface MoreMenuProps {
  items: readonly HeaderMenuItem[];
}

/**
 * The header's overflow links on wide screens, behind a "more" button (disclosure: the button says
 * whether the list is open; Escape closes it and gives the focus back, as a press or focus outside).
 * The list's code loads when it first opens.
 */
export function MoreMenu({ items }: MoreMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const areaRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);

  return (
    <div ref={areaRef} className={anchor.anchor}>
      <button
        ref={buttonRef}
        type="button"
        className={button.icon}
        aria-label={t('a11y.openMenu')}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onPointerEnter={preloadHeaderMenus}
        onFocus={preloadHeaderMenus}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <MoreIcon />
      </button>
      {open && (
        <LazyMoreMenuList id={listId} items={items} area={areaRef} button={buttonRef} onClose={close} />
      )}
    </div>
  );
}
