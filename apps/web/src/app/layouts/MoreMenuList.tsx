import type { RefObject } from 'react';

import menu from '@/components/popup-menu.module.css';
import { useDismiss } from '@/components/use-dismiss';

import type { HeaderMenuItem } from './header-menu';
import { HeaderMenuEntry } from './HeaderMenuEntry';

export interface MoreMenuListProps {
  id: string;
  items: readonly HeaderMenuItem[];
  /** The button and the list: a press or a focus outside it closes the list. */
  area: RefObject<HTMLElement | null>;
  button: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

/** The overflow links MoreMenu opens; Escape closes them and gives the focus back to its button. */
export function MoreMenuList({ id, items, area, button, onClose }: MoreMenuListProps) {
  useDismiss(true, area, button, onClose);
  return (
    <ul id={id} className={`${menu.popup} ${menu.start}`}>
      {items.map((item) => (
        <li key={item.id}>
          <HeaderMenuEntry item={item} className={menu.item} onChoose={onClose} />
        </li>
      ))}
    </ul>
  );
}
