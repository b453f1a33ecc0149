import { useTranslation } from 'react-i18next';

import { JoinTopBar } from '@/features/join/components/JoinTopBar';
import { SupplierJoin } from '@/features/join/components/SupplierJoin';
import { useDocumentMeta } from '@/lib/use-page-meta';

/** /suppliers/join (no header): a rental agency's reasons to join, its sign-up and its request for a call. */
export function SupplierJoinPage() {
  const { t } = useTranslation('join');
  const { t: tc } = useTranslation();
  useDocumentMeta(
    tc('meta.titleTemplate', { page: t('meta.supplierJoin') }),
    t('meta.supplierJoinDescription'),
  );
  return (
    <>
      <JoinTopBar audience="suppliers" />
      <SupplierJoin />
    </>
  );
}
