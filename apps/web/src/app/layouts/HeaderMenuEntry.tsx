import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

import type { HeaderMenuItem } from './header-menu';

interface HeaderMenuEntryProps {
  item: HeaderMenuItem;
  className?: string | undefined;
  /** Called when the entry is followed or pressed (an action's only effect, e.g. sign out). */
  onChoose: (item: HeaderMenuItem) => void;
}

/** One entry of the header menu: a link to its page (marked when current), or a button for an action. */
export function HeaderMenuEntry({ item, className, onChoose }: HeaderMenuEntryProps) {
  const { t } = useTranslation();
  return item.kind === 'link' ? (
    <NavLink to={item.to} className={className} onClick={() => onChoose(item)}>
      {t(item.labelKey)}
    </NavLink>
  ) : (
    <button type="button" className={className} onClick={() => onChoose(item)}>
      {t(item.labelKey)}
    </button>
  );
}
