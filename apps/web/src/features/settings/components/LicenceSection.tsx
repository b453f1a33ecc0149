import type { User } from '@roadbook/domain/contracts/accounts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useDeleteLicence } from '@/api/delete-license';
import { licenceFileUrl } from '@/api/get-license';
import { useUpdateLicence } from '@/api/update-license';
import button from '@/components/button.module.css';
import { FilePicker, LICENCE_FILE_TYPES } from '@/components/form/FilePicker';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/error-message';

import styles from './Settings.module.css';
import { SettingsSection } from './SettingsSection';

/**
 * The driver's licence, which agencies that ask for one see with the driver's bookings: upload it,
 * replace it, open it, remove it. It is never public (product-rules.md § Accounts and forms).
 */
export function LicenceSection({ user }: { user: User }) {
  const { t, i18n } = useTranslation(['settings', 'common']);
  const toast = useToast();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const upload = useUpdateLicence();
  const remove = useDeleteLicence();
  const [error, setError] = useState<unknown>(null);
  const isBusy = upload.isPending || remove.isPending;

  const callbacks = {
    onSuccess: () => toast.success(t('common:success.changesSaved')),
    onError: (failure: unknown) => setError(failure),
  };

  return (
    <SettingsSection title={t('licence.heading')} intro={t('licence.intro')}>
      <p className={styles.notice}>
        <strong>{user.hasLicence ? t('licence.onFile') : t('licence.none')}</strong>{' '}
        <span id={hintId}>{t('licence.private')}</span>
      </p>
      <div className={styles.actions}>
        <FilePicker
          id={inputId}
          label={user.hasLicence ? t('licence.replace') : t('licence.upload')}
          accept={LICENCE_FILE_TYPES}
          isBusy={isBusy}
          describedBy={error === null ? hintId : `${hintId} ${errorId}`}
          isInvalid={error !== null}
          onFile={(file) => {
            setError(null);
            upload.mutate({ userId: user.id, file }, callbacks);
          }}
        />
        {user.hasLicence && (
          <>
            <a className={button.outlined} href={licenceFileUrl(user.id)}>
              {t('licence.view')}
            </a>
            <button
              type="button"
              className={button.outlined}
              aria-disabled={isBusy || undefined}
              onClick={() => {
                if (isBusy) return;
                setError(null);
                remove.mutate(user.id, callbacks);
              }}
            >
              {t('licence.remove')}
            </button>
          </>
        )}
      </div>
      <p role="status" className={`${styles.intro} ${styles.status}`}>
        {upload.isPending ? t('licence.uploading') : remove.isPending ? t('licence.removing') : ''}
      </p>
      {error !== null && (
        <p id={errorId} role="alert" className={styles.error}>
          {errorMessage(i18n, error)}
        </p>
      )}
    </SettingsSection>
  );
}
