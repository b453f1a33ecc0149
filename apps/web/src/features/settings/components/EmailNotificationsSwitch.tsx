import type { User } from '@roadbook/domain/contracts/accounts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { useUpdateEmailNotifications } from '@/api/update-email-notifications';
import { useToast } from '@/components/toast/use-toast';

import styles from './Settings.module.css';

/** Email notifications on or off, saved as soon as switched (a failure is toasted and the switch goes back). */
export function EmailNotificationsSwitch({ user }: { user: User }) {
  const { t } = useTranslation(['settings', 'common']);
  const toast = useToast();
  const id = useId();
  const hintId = useId();
  const { mutate, isPending, variables } = useUpdateEmailNotifications();
  const checked =
    isPending && variables !== undefined ? variables.enableEmailNotifications : user.enableEmailNotifications;

  return (
    <div className={styles.switchRow}>
      <span className={styles.switchText}>
        <label htmlFor={id} className={styles.switchLabel}>
          {t('preferences.emailNotifications')}
        </label>
        <span id={hintId} className={styles.intro}>
          {t('preferences.emailNotificationsHint')}
        </span>
      </span>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={checked}
        aria-describedby={hintId}
        onChange={(event) => {
          if (isPending) return;
          mutate(
            { id: user.id, enableEmailNotifications: event.target.checked },
            { onSuccess: () => toast.success(t('common:success.changesSaved')) },
          );
        }}
      />
    </div>
  );
}
