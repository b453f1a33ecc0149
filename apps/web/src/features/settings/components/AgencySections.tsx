import type { SupplierAccount, User } from '@roadbook/domain/contracts/accounts';
import { useTranslation } from 'react-i18next';

import { AccountPicture } from './AccountPicture';
import { ProfileForm } from './ProfileForm';
import { SettingsSection } from './SettingsSection';
import { SupplierSettingsForm } from './SupplierSettingsForm';
import { VerificationState } from './VerificationState';

/**
 * A supplier's agency as its settings show it, wherever they are shown (its registration, the back
 * office's agency settings): its verification state, its company and contact, its logo as drivers
 * see it, and its rental conditions.
 */
export function AgencySections({ user, supplier }: { user: User; supplier: SupplierAccount }) {
  const { t } = useTranslation('settings');
  return (
    <>
      <VerificationState supplier={supplier} />
      <SettingsSection title={t('profile.supplierHeading')}>
        <ProfileForm user={user} />
      </SettingsSection>
      <SettingsSection title={t('picture.logoHeading')}>
        <AccountPicture user={user} />
      </SettingsSection>
      <SettingsSection title={t('supplier.conditionsHeading')} intro={t('supplier.conditionsIntro')}>
        <SupplierSettingsForm supplier={supplier} />
      </SettingsSection>
    </>
  );
}
