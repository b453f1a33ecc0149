import { LANGUAGES, type Language } from '@roadbook/domain/constants';
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

import menu from '@/components/popup-menu.module.css';
import { useDismiss } from '@/components/use-dismiss';

import { useChangeLanguage } from '../hooks/use-change-language';

export interface LanguageMenuListProps {
  id: string;
  /** The id of the button that opened the list, which names it. */
  labelledBy: string;
  language: Language;
  /** The index of the language whose item takes the focus. */
  focusAt: number;
  /** The button and the list: a press or a focus outside it closes the list. */
  area: RefObject<HTMLElement | null>;
  button: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

/** The next item to focus for a key of the menu (WAI-ARIA menu button), or undefined for other keys. */
function nextIndex(key: string, index: number, count: number): number | undefined {
  if (key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/**
 * The list of display languages LanguageMenu opens: arrows, Home and End move through them, Escape
 * closes the list and gives the focus back to the button. Its own chunk, loaded when it first opens.
 */
export function LanguageMenuList({
  id,
  labelledBy,
  language,
  focusAt,
  area,
  button,
  onClose,
}: LanguageMenuListProps) {
  const { t } = useTranslation();
  const changeLanguage = useChangeLanguage();
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  useDismiss(true, area, button, onClose);

  useEffect(() => {
    itemRefs.current[focusAt]?.focus();
  }, [focusAt]);

  const choose = (next: Language) => {
    onClose();
    button.current?.focus();
    if (next !== language) void changeLanguage(next);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = itemRefs.current.findIndex((item) => item === document.activeElement);
    const next = nextIndex(event.key, index, LANGUAGES.length);
    if (next === undefined) return;
    event.preventDefault();
    itemRefs.current[next]?.focus();
  };

  return (
    <ul
      id={id}
      role="menu"
      aria-labelledby={labelledBy}
      className={`${menu.popup} ${menu.end}`}
      onKeyDown={onKeyDown}
    >
      {LANGUAGES.map((option, index) => (
        <li key={option} role="none">
          <button
            ref={(item) => {
              itemRefs.current[index] = item;
            }}
            type="button"
            role="menuitem"
            tabIndex={-1}
            lang={option}
            aria-current={option === language ? 'true' : undefined}
            className={menu.item}
            onClick={() => choose(option)}
          >
            {t(`language.names.${option}`)}
          </button>
        </li>
      ))}
    </ul>
  );
}
