import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { paths, withLanguage } from '@/lib/paths';
import { useLanguageParam } from '@/lib/use-language-param';

import styles from './HomeTopBar.module.css';

/** The professional home's own slim bar (its layout has no header): brand, search, places, sign in. */
export function HomeTopBar() {
  const { t } = useTranslation(['home', 'common']);
  const language = useLanguageParam();
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
              to={withLanguage(paths.signIn, language)}
            >
              {t('common:nav.signIn')}
            </RouterLink>
          </li>
        </ul>
      </nav>
    </div>
  );
}
