import type { SupplierAccount } from '@roadbook/domain/contracts/accounts';
import { useTranslation } from 'react-i18next';

import styles from './Settings.module.css';

/** Whether an admin has verified the agency (product-rules.md § Roles): only then are its cars found. */
export function VerificationState({ supplier }: { supplier: SupplierAccount }) {
  const { t } = useTranslation('settings');
  return (
    <p
      role="status"
      className={`${styles.notice} ${supplier.isApproved ? styles.noticeApproved : styles.noticePending}`}
    >
      <strong>{supplier.isApproved ? t('verification.approved') : t('verification.pending')}</strong>{' '}
      {supplier.isApproved ? t('verification.approvedMessage') : t('verification.pendingMessage')}
    </p>
  );
}
