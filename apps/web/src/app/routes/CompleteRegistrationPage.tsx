import type { SupplierAccount, User } from '@roadbook/domain/contracts/accounts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ButtonLink } from '@/components/ButtonLink';
import { JoinTopBar } from '@/features/join/components/JoinTopBar';
import { AccountGate } from '@/features/settings/components/AccountGate';
import { AgencySections } from '@/features/settings/components/AgencySections';
import { SettingsSection } from '@/features/settings/components/SettingsSection';
import { paths, withLanguage } from '@/lib/paths';
import { useStoredUser } from '@/lib/stored-user';
import { useLanguageParam } from '@/lib/use-language-param';
import { useDocumentMeta } from '@/lib/use-page-meta';

import styles from './settings-frame.module.css';

function Registration({ user, supplier }: { user: User; supplier: SupplierAccount }) {
  const { t } = useTranslation('settings');
  const language = useLanguageParam();
  return (
    <>
      <p className={styles.intro}>{t('registration.intro')}</p>
      <AgencySections user={user} supplier={supplier} />
      <p>
        <Link to={withLanguage(paths.settings, language)} className={styles.link}>
          {t('registration.toSettings')}
        </Link>
      </p>
    </>
  );
}

/** A signed-in account that is not an agency's: where to become one. */
function NotSupplier() {
  const { t } = useTranslation('settings');
  const language = useLanguageParam();
  return (
    <SettingsSection title={t('registration.notSupplierTitle')} intro={t('registration.notSupplierMessage')}>
      <div>
        <ButtonLink to={withLanguage(paths.supplierJoin, language)}>{t('registration.toJoin')}</ButtonLink>
      </div>
    </SettingsSection>
  );
}

/**
 * /suppliers/complete-registration (no header; a signed-in supplier's): its verification state,
 * its company and contact, its logo as drivers will see it, and its rental conditions.
 */
export function CompleteRegistrationPage() {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation();
  const storedUser = useStoredUser();
  useDocumentMeta(tc('meta.titleTemplate', { page: t('meta.completeRegistration') }), tc('meta.description'));
  return (
    <>
      <JoinTopBar audience="suppliers" />
      <div className={styles.page}>
        <h1 className={styles.title}>{t('registration.heading')}</h1>
        {storedUser !== null && (
          <AccountGate userId={storedUser.id}>
            {(user) =>
              user.supplier === null ? <NotSupplier /> : <Registration user={user} supplier={user.supplier} />
            }
          </AccountGate>
        )}
      </div>
    </>
  );
}
