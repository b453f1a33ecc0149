import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths, withLanguage } from '@/lib/paths';
import { useStoredUser } from '@/lib/stored-user';
import { useLanguageParam } from '@/lib/use-language-param';

import styles from './Join.module.css';

/** The join pages' own bar (their layout has no header): the brand, the other join page, the account. */
export function JoinTopBar({ audience }: { audience: 'suppliers' | 'drivers' }) {
  const { t } = useTranslation(['join', 'common']);
  const language = useLanguageParam();
  const signedIn = useStoredUser() !== null;
  const other =
    audience === 'suppliers'
      ? { to: paths.driverJoin, label: t('topBar.drivers') }
      : { to: paths.supplierJoin, label: t('topBar.suppliers') };
  return (
    <div className={styles.bar}>
      <Link className={styles.brand} to={withLanguage(paths.home, language)} aria-label={t('topBar.home')}>
        {t('common:app.name')}
      </Link>
      <nav aria-label={t('topBar.label')}>
        <ul className={styles.barLinks}>
          <li>
            <Link className={styles.barLink} to={withLanguage(paths.search, language)}>
              {t('topBar.search')}
            </Link>
          </li>
          <li>
            <Link className={styles.barLink} to={withLanguage(other.to, language)}>
              {other.label}
            </Link>
          </li>
          <li>
            <Link
              className={styles.barLink}
              to={withLanguage(signedIn ? paths.settings : paths.signIn, language)}
            >
              {signedIn ? t('common:nav.settings') : t('common:nav.signIn')}
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
