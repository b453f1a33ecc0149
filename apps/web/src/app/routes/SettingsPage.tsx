import type { User } from '@roadbook/domain/contracts/accounts';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ButtonLink';
import { useChangeLanguage } from '@/features/language/hooks/use-change-language';
import { PasskeySettings } from '@/features/passkeys/components/PasskeySettings';
import { AccountDataLinks } from '@/features/settings/components/AccountDataLinks';
import { AccountGate } from '@/features/settings/components/AccountGate';
import { AccountLanguage } from '@/features/settings/components/AccountLanguage';
import { AccountPicture } from '@/features/settings/components/AccountPicture';
import { EmailNotificationsSwitch } from '@/features/settings/components/EmailNotificationsSwitch';
import { LicenceSection } from '@/features/settings/components/LicenceSection';
import { ProfileForm } from '@/features/settings/components/ProfileForm';
import { SettingsSection } from '@/features/settings/components/SettingsSection';
import { VerificationState } from '@/features/settings/components/VerificationState';
import { paths, withLanguage } from '@/lib/paths';
import { useStoredUser } from '@/lib/stored-user';
import { useLanguageParam } from '@/lib/use-language-param';
import { useDocumentMeta } from '@/lib/use-page-meta';

import styles from './settings-frame.module.css';
import { useSignInAgain } from './use-sign-in-again';

function Settings({ user }: { user: User }) {
  const { t } = useTranslation('settings');
  const language = useLanguageParam();
  const changePageLanguage = useChangeLanguage();
  const signInAgain = useSignInAgain();
  const isSupplier = user.type === 'supplier';
  return (
    <>
      {user.supplier !== null && (
        <SettingsSection title={t('supplier.registrationHeading')} intro={t('supplier.registrationIntro')}>
          <VerificationState supplier={user.supplier} />
          <div>
            <ButtonLink to={withLanguage(paths.completeRegistration, language)}>
              {t('supplier.completeRegistration')}
            </ButtonLink>
          </div>
        </SettingsSection>
      )}
      <SettingsSection title={isSupplier ? t('profile.supplierHeading') : t('profile.heading')}>
        <ProfileForm user={user} />
      </SettingsSection>
      <SettingsSection title={isSupplier ? t('picture.logoHeading') : t('picture.heading')}>
        <AccountPicture user={user} />
      </SettingsSection>
      <SettingsSection title={t('preferences.heading')}>
        <EmailNotificationsSwitch user={user} />
        <AccountLanguage user={user} changePageLanguage={changePageLanguage} />
      </SettingsSection>
      {user.type === 'user' && <LicenceSection user={user} />}
      <PasskeySettings onSignInAgain={signInAgain} />
      <AccountDataLinks />
    </>
  );
}

/**
 * /settings: the profile (a supplier's company and a link to its registration), the picture or
 * logo, email notifications and language, a driver's licence, passkeys, the password and the
 * account's data.
 */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation();
  const user = useStoredUser();
  useDocumentMeta(tc('meta.titleTemplate', { page: t('meta.settings') }), tc('meta.description'));
  // Signed out meanwhile: the sign-out is taking the user elsewhere.
  if (user === null) return null;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('page.heading')}</h1>
      <p className={styles.intro}>{t('page.intro')}</p>
      <AccountGate userId={user.id}>{(account) => <Settings user={account} />}</AccountGate>
    </div>
  );
}
