import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { paths, withLanguage } from '@/lib/paths';
import { useStoredUser } from '@/lib/stored-user';
import { useLanguageParam } from '@/lib/use-language-param';

import styles from './HomeTopBar.module.css';

/**
 * The professional home's own slim bar (its layout has no header): brand, search, places, and sign
 * in — for a signed-in user, their bookings instead (their menu is the header's, which this page's
 * first load does without).
 */
export function HomeTopBar() {
  const { t } = useTranslation(['home', 'common']);
  const language = useLanguageParam();
  const signedIn = useStoredUser() !== null;
  return (
    <div className={styles.bar}>
      <RouterLink
        className={styles.brand}
        to={withLanguage(paths.home, language)}
        aria-label={t('topBar.home')}
      >
        {t('common:app.name')}
      </RouterLink>
      <nav aria-label={t('topBar.label')}>
        <ul className={styles.links}>
          <li>
            <RouterLink className={styles.link} to={withLanguage(paths.search, language)}>
              {t('topBar.search')}
            </RouterLink>
          </li>
          <li>
            <RouterLink className={styles.link} to={withLanguage(paths.locations, language)}>
              {t('common:nav.locations')}
            </RouterLink>
          </li>
          <li>
            <RouterLink
              className={`${styles.link} ${styles.signIn}`}
              to={withLanguage(signedIn ? paths.bookings : paths.signIn, language)}
            >
              {t(signedIn ? 'common:nav.bookings' : 'common:nav.signIn')}
            </RouterLink>
          </li>
        </ul>
      </nav>
    </div>
  );
}
