import type { User } from '@roadbook/domain/contracts/accounts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useDeleteMyData } from '@/api/delete-my-data';
import { ButtonLink } from '@/components/ButtonLink';
import { paths, withLanguage } from '@/lib/paths';
import { useLanguageParam } from '@/lib/use-language-param';

import { Consequences, LeavingPage } from './LeavingPage';
import { LeaveConfirmation } from './LeaveConfirmation';
import styles from './Settings.module.css';

interface DeleteDataProps {
  user: User;
  /** The data is gone (the account's other sessions with it); the answer is the account now. */
  onDeleted: (user: User) => void;
  onSignInAgain: () => void;
}

/**
 * "Delete my data" (product-rules.md § Accounts and forms): everything but the name, the address,
 * the password and the bookings, after the same confirmation as the account's deletion.
 */
export function DeleteData({ user, onDeleted, onSignInAgain }: DeleteDataProps) {
  const { t } = useTranslation('settings');
  const language = useLanguageParam();
  const { mutateAsync: deleteMyData } = useDeleteMyData();
  return (
    <LeavingPage title={t('deleteData.heading')} intro={t('deleteData.intro')}>
      <Consequences
        removedTitle={t('leaving.whatIsRemoved')}
        removed={[
          t('deleteData.removed.profile'),
          t('deleteData.removed.licence'),
          t('deleteData.removed.access'),
          t('deleteData.removed.requests'),
        ]}
        keptTitle={t('leaving.whatIsKept')}
        kept={[t('deleteData.kept.account'), t('deleteData.kept.bookings')]}
      />
      <p className={styles.notice}>{t('leaving.receipt', { email: user.email })}</p>
      <LeaveConfirmation
        hasPassword={user.hasPassword}
        submitLabel={t('deleteData.submit')}
        onConfirm={async (password) => {
          onDeleted(await deleteMyData({ password }));
        }}
        onSignInAgain={onSignInAgain}
      />
      <Link to={withLanguage(paths.settings, language)} className={styles.link}>
        {t('leaving.back')}
      </Link>
    </LeavingPage>
  );
}

/** After the data's deletion: what happened, the receipt, and a password to choose when none is left to sign in with. */
export function DataDeleted({ user }: { user: User }) {
  const { t } = useTranslation('settings');
  const language = useLanguageParam();
  return (
    <LeavingPage
      title={t('deleteData.doneHeading')}
      intro={t('deleteData.doneMessage', { email: user.email })}
      focusTitle
    >
      {!user.hasPassword && (
        <>
          <p className={styles.notice}>{t('deleteData.doneNoPassword')}</p>
          <div className={styles.actions}>
            <ButtonLink to={withLanguage(paths.changePassword, language)}>
              {t('deleteData.choosePassword')}
            </ButtonLink>
          </div>
        </>
      )}
      <Link to={withLanguage(paths.settings, language)} className={styles.link}>
        {t('leaving.back')}
      </Link>
    </LeavingPage>
  );
}
