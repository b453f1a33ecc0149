import { PASSKEY_NAME_MAX_LENGTH } from '@roadbook/domain/constants';
import type { Passkey } from '@roadbook/domain/contracts/passkeys';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useDeletePasskey } from '@/api/delete-passkey';
import { usePasskeys } from '@/api/get-passkeys';
import button from '@/components/button.module.css';
import { useToast } from '@/components/toast/use-toast';
import { isReauthenticationRequired, SignInAgainNotice } from '@/components/SignInAgainNotice';
import { errorMessage } from '@/lib/error-message';
import { currentLanguage } from '@/lib/i18n';

import { useAddPasskey } from '../hooks/use-add-passkey';
import { canUsePasskeys, passkeyErrorMessage } from '../lib/webauthn';
import styles from './PasskeySettings.module.css';

function useDateFormat(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(currentLanguage(i18n), { dateStyle: 'medium' });
  return (iso) => format.format(new Date(iso));
}

interface PasskeyItemProps {
  passkey: Passkey;
  isRemoving: boolean;
  onRemove: (id: string) => void;
}

function PasskeyItem({ passkey, isRemoving, onRemove }: PasskeyItemProps) {
  const { t } = useTranslation('passkeys');
  const date = useDateFormat();
  return (
    <li className={styles.item}>
      <div className={styles.itemText}>
        <span className={styles.name}>{passkey.name}</span>
        <span className={styles.meta}>
          {t('settings.added', { date: date(passkey.createdAt) })}
          {' · '}
          {passkey.lastUsedAt === null
            ? t('settings.neverUsed')
            : t('settings.lastUsed', { date: date(passkey.lastUsedAt) })}
        </span>
      </div>
      <button
        type="button"
        className={button.outlined}
        aria-label={t('settings.removeLabel', { name: passkey.name })}
        disabled={isRemoving}
        onClick={() => onRemove(passkey.id)}
      >
        {t('settings.remove')}
      </button>
    </li>
  );
}

/**
 * The signed-in account's passkeys, for its settings page: the list with names and dates, adding
 * one (with an optional name) on a browser that can, removing one. Failures show in the section, in
 * the account's language.
 */
export function PasskeySettings({ onSignInAgain }: { onSignInAgain: () => void }) {
  const { t, i18n } = useTranslation('passkeys');
  const toast = useToast();
  const headingId = useId();
  const nameId = useId();
  const hintId = useId();
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const remove = useDeletePasskey();
  const [name, setName] = useState('');
  // The failure shown is that of the latest action.
  const [latest, setLatest] = useState<'add' | 'remove' | null>(null);

  // Adding a passkey asks for a recent sign-in.
  const needsSignIn = latest === 'add' && isReauthenticationRequired(add.error);
  const failure = needsSignIn
    ? null
    : latest === 'add' && add.isError
      ? passkeyErrorMessage(i18n, add.error, 'settings')
      : latest === 'remove' && remove.isError
        ? errorMessage(i18n, remove.error)
        : null;

  const onAdd = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setLatest('add');
    add.mutate(name, {
      onSuccess: () => {
        setName('');
        toast.success(t('settings.created'));
      },
    });
  };

  const onRemove = (id: string) => {
    setLatest('remove');
    remove.mutate(id, { onSuccess: () => toast.success(t('settings.removed')) });
  };

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {t('settings.heading')}
      </h2>
      <p className={styles.intro}>{t('settings.intro')}</p>

      {passkeys.isError ? (
        <div role="alert" className={styles.notice}>
          <p>{t('settings.loadFailed')}</p>
          <button type="button" className={button.outlined} onClick={() => void passkeys.refetch()}>
            {t('settings.retry')}
          </button>
        </div>
      ) : passkeys.data === undefined ? (
        <p role="status">{t('settings.loading')}</p>
      ) : passkeys.data.passkeys.length === 0 ? (
        <p className={styles.empty}>{t('settings.empty')}</p>
      ) : (
        <ul aria-label={t('settings.listLabel')} className={styles.list}>
          {passkeys.data.passkeys.map((passkey) => (
            <PasskeyItem
              key={passkey.id}
              passkey={passkey}
              isRemoving={remove.isPending && remove.variables === passkey.id}
              onRemove={onRemove}
            />
          ))}
        </ul>
      )}

      {canUsePasskeys() ? (
        <form className={styles.form} onSubmit={onAdd}>
          <div className={styles.field}>
            <label htmlFor={nameId} className={styles.label}>
              {t('settings.nameLabel')}
            </label>
            <input
              id={nameId}
              className={styles.input}
              value={name}
              maxLength={PASSKEY_NAME_MAX_LENGTH}
              autoComplete="off"
              aria-describedby={hintId}
              onChange={(event) => setName(event.target.value)}
            />
            <p id={hintId} className={styles.hint}>
              {t('settings.nameHint')}
            </p>
          </div>
          <button type="submit" className={styles.add} disabled={add.isPending} aria-busy={add.isPending}>
            {add.isPending ? t('settings.adding') : t('settings.add')}
          </button>
        </form>
      ) : (
        <p className={styles.hint}>{t('settings.unsupported')}</p>
      )}

      {needsSignIn && <SignInAgainNotice onSignInAgain={onSignInAgain} />}
      {failure !== null && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
    </section>
  );
}
