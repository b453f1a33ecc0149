// A supplier's agency settings (/admin/agency) inside the back office: the same sections as its
// registration page (features/settings), then its preferences, and the way to its account's own
// settings (password, passkeys, its data), which are the site's.
import type { User } from '@roadbook/domain/contracts/accounts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useChangeLanguage } from '@/features/language/hooks/use-change-language';
import { AccountGate } from '@/features/settings/components/AccountGate';
import { AccountLanguage } from '@/features/settings/components/AccountLanguage';
import { AgencySections } from '@/features/settings/components/AgencySections';
import { EmailNotificationsSwitch } from '@/features/settings/components/EmailNotificationsSwitch';
import { SettingsSection } from '@/features/settings/components/SettingsSection';
import { paths } from '@/lib/paths';

import { Loading, PageHeading } from './page-parts';

function AgencySettings({ user }: { user: User }) {
  const { t } = useTranslation('settings');
  const { t: tb } = useTranslation('backOffice');
  const changePageLanguage = useChangeLanguage();
  return (
    <>
      {user.supplier !== null && <AgencySections user={user} supplier={user.supplier} />}
      <SettingsSection title={t('preferences.heading')}>
        <EmailNotificationsSwitch user={user} />
        <AccountLanguage user={user} changePageLanguage={changePageLanguage} />
      </SettingsSection>
      <Button component={Link} to={paths.settings} variant="outlined" sx={{ justifySelf: 'start' }}>
        {tb('nav.accountSettings')}
      </Button>
    </>
  );
}

export function AgencySettingsPage({ user }: { user: User }) {
  const { t } = useTranslation('backOffice');
  return (
    <>
      <PageHeading title={t('nav.agencySettings')} intro={t('nav.agencySettingsIntro')} />
      <Box sx={{ display: 'grid', gap: 3, maxWidth: 760 }}>
        {/* The settings' words load with the page's first render. */}
        <Suspense fallback={<Loading />}>
          <AccountGate userId={user.id}>{(account) => <AgencySettings user={account} />}</AccountGate>
        </Suspense>
      </Box>
    </>
  );
}
