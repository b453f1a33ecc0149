import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import styles from './Join.module.css';
import { JoinPanel } from './JoinPanel';
import { SupplierSignUpForm } from './SupplierSignUpForm';

/** The sign-up form, then "check your inbox": the activation link, and what comes after it. */
export function SupplierSignUp() {
  const { t } = useTranslation('join');
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo !== null) {
    return (
      <JoinPanel title={t('signUp.sentHeading')} focusTitle>
        <p className={styles.done}>{t('signUp.sentMessage', { email: sentTo })}</p>
        <p className={styles.intro}>{t('signUp.sentNext')}</p>
      </JoinPanel>
    );
  }
  return (
    <JoinPanel title={t('signUp.heading')} intro={t('signUp.intro')}>
      <SupplierSignUpForm onSent={setSentTo} />
    </JoinPanel>
  );
}
