import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { errorMessage } from '@/lib/error-message';

import button from './button.module.css';
import styles from './ListStates.module.css';
import { Skeleton } from './Skeleton';

const SKELETON_ROWS = 5;

/** While a list loads: a status, and grey rows (about an item's height) where its items will be. */
export function ListLoading({ label, rowHeight }: { label: string; rowHeight: number }) {
  return (
    <>
      <p role="status" className={styles.status}>
        {label}
      </p>
      <ul aria-hidden="true" className={styles.skeletons}>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <li key={index}>
            <Skeleton height={rowHeight} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** A list could not be loaded: why, in the page's language, and a way to try again. */
export function ListLoadError(props: {
  title: string;
  retryLabel: string;
  error: unknown;
  onRetry: () => void;
}) {
  const { i18n } = useTranslation();
  return (
    <div role="alert" className={styles.state}>
      <p className={styles.title}>{props.title}</p>
      <p className={styles.text}>{errorMessage(i18n, props.error)}</p>
      <button type="button" className={button.outlined} onClick={props.onRetry}>
        {props.retryLabel}
      </button>
    </div>
  );
}

/** A list with nothing in it: a title, and what to read or do next. */
export function ListEmpty(props: {
  id?: string | undefined;
  role?: 'status' | undefined;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div
      id={props.id}
      tabIndex={props.id === undefined ? undefined : -1}
      role={props.role}
      className={styles.state}
    >
      <p className={styles.title}>{props.title}</p>
      {props.children}
    </div>
  );
}

/** A line of text under an empty or failed list's title. */
export function ListStateText({ children }: { children: ReactNode }) {
  return <p className={styles.text}>{children}</p>;
}
