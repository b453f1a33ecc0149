import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import styles from './Help.module.css';

export interface Crumb {
  label: string;
  /** None for the current page. */
  to?: string;
}

/** Where the page sits in the help centre: Help centre › Help for drivers › the article. */
export function HelpBreadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useTranslation('help');
  return (
    <nav aria-label={t('breadcrumb')} className={styles.crumbs}>
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.label}>
            {crumb.to === undefined ? (
              <span aria-current="page">{crumb.label}</span>
            ) : (
              <Link to={crumb.to}>{crumb.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
