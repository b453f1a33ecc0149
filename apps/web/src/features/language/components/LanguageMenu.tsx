import { LANGUAGES, type Language } from '@roadbook/domain/constants';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import button from '@/components/button.module.css';
import { LanguageIcon } from '@/components/icons/interface-icons';
import menu from '@/components/popup-menu.module.css';
import { useDismiss } from '@/components/use-dismiss';
import { currentLanguage } from '@/lib/i18n';

import { useChangeLanguage } from '../hooks/use-change-language';
import styles from './LanguageMenu.module.css';

interface LanguageMenuProps {
  /** Hides the language name on phones (the icon and the accessible name remain). */
  compact?: boolean;
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
 * A button named "Language: <current>" opening the list of display languages (WAI-ARIA menu button:
 * arrows, Home and End move through the languages, Escape closes and gives the focus back).
 */
export function LanguageMenu({ compact = false }: LanguageMenuProps) {
  const { t, i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();
  const language = currentLanguage(i18n);
  const name = t(`language.names.${language}`);
  /** The language whose item takes the focus when the menu opens; undefined while it is closed. */
  const [openAt, setOpenAt] = useState<number>();
  const open = openAt !== undefined;
  const id = useId();
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;
  const areaRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const close = useCallback(() => setOpenAt(undefined), []);
  useDismiss(open, areaRef, buttonRef, close);

  useEffect(() => {
    if (openAt !== undefined) itemRefs.current[openAt]?.focus();
  }, [openAt]);

  const choose = (next: Language) => {
    close();
    buttonRef.current?.focus();
    if (next !== language) void changeLanguage(next);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpenAt(event.key === 'ArrowDown' ? 0 : LANGUAGES.length - 1);
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const index = itemRefs.current.findIndex((item) => item === document.activeElement);
    const next = nextIndex(event.key, index, LANGUAGES.length);
    if (next === undefined) return;
    event.preventDefault();
    itemRefs.current[next]?.focus();
  };

  return (
    <div ref={areaRef} className={menu.anchor}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={button.text}
        aria-label={`${t('language.label')}: ${name}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close() : setOpenAt(Math.max(0, LANGUAGES.indexOf(language))))}
        onKeyDown={onButtonKeyDown}
      >
        <LanguageIcon size={20} />
        <span className={compact ? styles.compactName : undefined}>{name}</span>
      </button>
      {open && (
        <ul
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className={`${menu.popup} ${menu.end}`}
          onKeyDown={onMenuKeyDown}
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
      )}
    </div>
  );
}
