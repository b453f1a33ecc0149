import { LANGUAGES } from '@roadbook/domain/constants';
import { Suspense, useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import button from '@/components/button.module.css';
import { LanguageIcon } from '@/components/icons/interface-icons';
import { lazyPart } from '@/components/lazy-part';
import anchor from '@/components/popup-anchor.module.css';
import { currentLanguage } from '@/lib/i18n';

import styles from './LanguageMenu.module.css';

// The list loads when it first opens, not with the page (the header is on every home: its first
// load stays within budget); the pointer over the button or the focus on it starts fetching it.
const loadList = () => import('./LanguageMenuList');
const LanguageMenuList = lazyPart(async () => (await loadList()).LanguageMenuList);
const preloadList = () => void loadList().catch(() => undefined);

interface LanguageMenuProps {
  /** Hides the language name on phones (the icon and the accessible name remain). */
  compact?: boolean;
}

/**
 * A button named "Language: <current>" opening the list of display languages (WAI-ARIA menu button:
 * arrows, Home and End move through the languages, Escape closes and gives the focus back).
 */
export function LanguageMenu({ compact = false }: LanguageMenuProps) {
  const { t, i18n } = useTranslation();
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
  const close = useCallback(() => setOpenAt(undefined), []);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpenAt(event.key === 'ArrowDown' ? 0 : LANGUAGES.length - 1);
  };

  return (
    <div ref={areaRef} className={anchor.anchor}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={button.text}
        aria-label={`${t('language.label')}: ${name}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onPointerEnter={preloadList}
        onFocus={preloadList}
        onClick={() => (open ? close() : setOpenAt(Math.max(0, LANGUAGES.indexOf(language))))}
        onKeyDown={onButtonKeyDown}
      >
        <LanguageIcon size={20} />
        <span className={compact ? styles.compactName : undefined}>{name}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <LanguageMenuList
            id={menuId}
            labelledBy={buttonId}
            language={language}
            focusAt={openAt}
            area={areaRef}
            button={buttonRef}
            onClose={close}
          />
        </Suspense>
      )}
    </div>
  );
}
