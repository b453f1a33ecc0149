import type { User } from '@roadbook/domain/contracts/accounts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useDeleteMyAccount } from '@/api/delete-my-account';
import { ButtonLink } from '@/components/ButtonLink';
import { paths, withLanguage } from '@/lib/paths';
import { useLanguageParam } from '@/lib/use-language-param';

import { Consequences, LeavingPage } from './LeavingPage';
import { LeaveConfirmation } from './LeaveConfirmation';
import styles from './Settings.module.css';

interface DeleteAccountProps {
  user: User;
  /** The account is gone (the API cleared the session's cookie): the page forgets the user. */
  onDeleted: () => void;
  onSignInAgain: () => void;
}

/**
 * "Delete my account" (product-rules.md § Accounts and forms): what goes, what accounting keeps
 * (the bookings, anonymised), the lighter choice of deleting only the data, and the confirmation.
 */
export function DeleteAccount({ user, onDeleted, onSignInAgain }: DeleteAccountProps) {
  const { t } = useTranslation('settings');
  const language = useLanguageParam();
  const { mutateAsync: deleteMyAccount } = useDeleteMyAccount();
  return (
    <LeavingPage title={t('deleteAccount.heading')} intro={t('deleteAccount.intro')}>
      <Consequences
        removedTitle={t('leaving.whatIsRemoved')}
        removed={[
          t('deleteAccount.removed.profile'),
          t('deleteAccount.removed.access'),
          t('deleteAccount.removed.requests'),
        ]}
        keptTitle={t('leaving.whatIsKept')}
        kept={[t('deleteAccount.kept.bookings')]}
      />
      <p className={styles.intro}>
        {t('deleteAccount.alternative')}{' '}
        <Link to={withLanguage(paths.deleteMyData, language)} className={styles.link}>
          {t('data.deleteData')}
        </Link>
      </p>
      <p className={styles.notice}>{t('leaving.receipt', { email: user.email })}</p>
      <LeaveConfirmation
        hasPassword={user.hasPassword}
        submitLabel={t('deleteAccount.submit')}
        onConfirm={async (password) => {
          await deleteMyAccount({ password });
          onDeleted();
        }}
        onSignInAgain={onSignInAgain}
      />
      <Link to={withLanguage(paths.settings, language)} className={styles.link}>
        {t('leaving.back')}
      </Link>
    </LeavingPage>
  );
}

/** After the account's deletion: goodbye, signed out, the receipt on its way. */
export function AccountDeleted({ email }: { email: string }) {
  const { t } = useTranslation('settings');
  const language = useLanguageParam();
  return (
    <LeavingPage
      title={t('deleteAccount.goodbyeHeading')}
      intro={t('deleteAccount.goodbyeMessage', { email })}
      focusTitle
    >
      <p className={styles.intro}>{t('deleteAccount.goodbyeThanks')}</p>
      <div className={styles.actions}>
        <ButtonLink to={withLanguage(paths.home, language)}>{t('deleteAccount.home')}</ButtonLink>
      </div>
    </LeavingPage>
  );
}
