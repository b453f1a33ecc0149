import type { User } from '@roadbook/domain/contracts/accounts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useCreateLicence } from '@/api/create-license';
import { useUpdateLicence } from '@/api/update-license';
import { FilePicker, LICENCE_FILE_TYPES } from '@/components/form/FilePicker';
import { errorMessage } from '@/lib/error-message';

import styles from './Checkout.module.css';

interface LicenceFieldProps {
  /** The signed-in driver (their licence goes to their account), or null for a visitor. */
  user: User | null;
  /** A visitor's uploaded licence, as the API named it. */
  tempName: string | null;
  onTempName: (name: string) => void;
}

/**
 * The licence the agency asks for: a signed-in driver's stays on their account (uploaded here when
 * missing), a visitor's is kept under a temporary name until the booking makes their account.
 */
export function LicenceField({ user, tempName, onTempName }: LicenceFieldProps) {
  const { t, i18n } = useTranslation('checkout');
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const createTemp = useCreateLicence();
  const updateOwn = useUpdateLicence();
  const [error, setError] = useState<unknown>(null);
  const isBusy = createTemp.isPending || updateOwn.isPending;
  const hasLicence = user === null ? tempName !== null : user.hasLicence;

  const upload = (file: File) => {
    setError(null);
    if (user === null) createTemp.mutate(file, { onSuccess: onTempName, onError: setError });
    else updateOwn.mutate({ userId: user.id, file }, { onError: setError });
  };

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('licence.legend')}</legend>
      <p id={hintId} className={styles.secondary}>
        {hasLicence ? t('licence.onFile') : t('licence.required')} {t('licence.private')}
      </p>
      <FilePicker
        id={`${id}-file`}
        label={hasLicence ? t('licence.replace') : t('licence.upload')}
        accept={LICENCE_FILE_TYPES}
        isBusy={isBusy}
        describedBy={error === null ? hintId : `${hintId} ${errorId}`}
        isInvalid={error !== null}
        onFile={upload}
      />
      <p role="status" className={styles.secondary}>
        {isBusy ? t('licence.uploading') : ''}
      </p>
      {error !== null && (
        <p id={errorId} role="alert" className={styles.error}>
          {errorMessage(i18n, error)}
        </p>
      )}
    </fieldset>
  );
}
