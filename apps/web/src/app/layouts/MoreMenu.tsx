import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import button from '@/components/button.module.css';
import { MoreIcon } from '@/components/icons/interface-icons';
import menu from '@/components/popup-menu.module.css';
import { useDismiss } from '@/components/use-dismiss';

import type { HeaderMenuItem } from './header-menu';
import { HeaderMenuEntry } from './HeaderMenuEntry';

interface MoreMenuProps {
  items: readonly HeaderMenuItem[];
}

/**
 * The header's overflow links on wide screens, behind a "more" button (disclosure: the button says
 * whether the list is open; Escape closes it and gives the focus back, as a press or focus outside).
 */
export function MoreMenu({ items }: MoreMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const areaRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, areaRef, buttonRef, close);

  return (
    <div ref={areaRef} className={menu.anchor}>
      <button
        ref={buttonRef}
        type="button"
        className={button.icon}
        aria-label={t('a11y.openMenu')}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <MoreIcon />
      </button>
      <ul id={listId} hidden={!open} className={`${menu.popup} ${menu.start}`}>
        {items.map((item) => (
          <li key={item.id}>
            <HeaderMenuEntry item={item} className={menu.item} onChoose={close} />
          </li>
        ))}
      </ul>
    </div>
  );
}
