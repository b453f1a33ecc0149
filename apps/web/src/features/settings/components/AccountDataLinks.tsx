import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { EXPORT_MY_DATA_URL } from '@/api/export-my-data';
import { paths, withLanguage } from '@/lib/paths';
import { useLanguageParam } from '@/lib/use-language-param';

import styles from './Settings.module.css';
import { SettingsSection } from './SettingsSection';

/** The password, and the account's data: download it all, delete it, or delete the account. */
export function AccountDataLinks() {
  const { t } = useTranslation('settings');
  const language = useLanguageParam();
  return (
    <>
      <SettingsSection title={t('security.heading')}>
        <ul className={styles.linkList}>
          <li>
            <Link to={withLanguage(paths.changePassword, language)} className={styles.link}>
              {t('security.changePassword')}
            </Link>
          </li>
        </ul>
      </SettingsSection>
      <SettingsSection title={t('data.heading')} intro={t('data.intro')}>
        <ul className={styles.linkList}>
          <li>
            <a href={EXPORT_MY_DATA_URL} download className={styles.link}>
              {t('data.download')}
            </a>
          </li>
          <li>
            <Link to={withLanguage(paths.deleteMyData, language)} className={styles.link}>
              {t('data.deleteData')}
            </Link>
          </li>
          <li>
            <Link
              to={withLanguage(paths.deleteMyAccount, language)}
              className={`${styles.link} ${styles.danger}`}
            >
              {t('data.deleteAccount')}
            </Link>
          </li>
        </ul>
      </SettingsSection>
    </>
  );
}
