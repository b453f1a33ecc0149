import { useTranslation } from 'react-i18next';

import { DriverJoin } from '@/features/join/components/DriverJoin';
import { JoinTopBar } from '@/features/join/components/JoinTopBar';
import { useDocumentMeta } from '@/lib/use-page-meta';

/** /drivers/join (no header): a driver's reasons to use Roadbook and their request to the team. */
export function DriverJoinPage() {
  const { t } = useTranslation('join');
  const { t: tc } = useTranslation();
  useDocumentMeta(tc('meta.titleTemplate', { page: t('meta.driverJoin') }), t('meta.driverJoinDescription'));
  return (
    <>
      <JoinTopBar audience="drivers" />
      <DriverJoin />
    </>
  );
}
