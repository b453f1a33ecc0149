// The site settings (/admin/settings, admins): the ones in effect, when and by whom they were last
// changed, and the form that changes them while the site runs.
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { siteSettingsQueryOptions, storeSiteSettings, updateSiteSettings } from '@/api/admin-settings';
import { useToast } from '@/components/toast/use-toast';
import { LoadError } from '@/features/back-office/components/LoadError';
import { SiteSettingsForm } from '@/features/back-office/components/SiteSettingsForm';
import { currentLanguage } from '@/lib/i18n';

import { Loading, PageHeading } from './page-parts';

export function SettingsPage() {
  const { t, i18n } = useTranslation('backOffice');
  const toast = useToast();
  const queryClient = useQueryClient();
  const settings = useQuery(siteSettingsQueryOptions());

  const heading = <PageHeading title={t('settings.title')} intro={t('settings.intro')} />;
  if (settings.isPending) return <Loading />;
  if (settings.isError) {
    return (
      <>
        {heading}
        <LoadError onRetry={() => void settings.refetch()} />
      </>
    );
  }
  const { updatedAt, updatedBy } = settings.data;
  const when =
    updatedAt === null
      ? null
      : new Date(updatedAt).toLocaleString(currentLanguage(i18n), {
          dateStyle: 'medium',
          timeStyle: 'short',
        });
  return (
    <>
      {heading}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {when === null
          ? t('settings.neverChanged')
          : t('settings.lastChanged', { when, name: updatedBy?.fullName ?? t('settings.formerAdmin') })}
      </Typography>
      <SiteSettingsForm
        settings={settings.data.settings}
        onSave={async (values) => {
          await storeSiteSettings(queryClient, await updateSiteSettings(values));
          toast.success(t('settings.saved'));
        }}
      />
    </>
  );
}
