import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

import type { HeaderMenuItem } from './header-menu';

interface HeaderMenuEntryProps {
  item: HeaderMenuItem;
  className?: string | undefined;
  /** Called when the entry is followed (its menu closes). */
  onChoose?: () => void;
}

/** One entry of the header menu: a link to its page, marked when current. */
export function HeaderMenuEntry({ item, className, onChoose }: HeaderMenuEntryProps) {
  const { t } = useTranslation();
  return (
    <NavLink to={item.to} className={className} onClick={onChoose}>
      {t(item.labelKey)}
    </NavLink>
  );
}
