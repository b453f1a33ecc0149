import styles from './Join.module.css';

export interface Reason {
  title: string;
  text: string;
}

/** Why join, as a list of short titled points. */
export function ReasonList({ reasons }: { reasons: readonly Reason[] }) {
  return (
    <ul className={styles.reasons}>
      {reasons.map((reason) => (
        <li key={reason.title} className={styles.reason}>
          <h3 className={styles.reasonTitle}>{reason.title}</h3>
          <p className={styles.reasonText}>{reason.text}</p>
        </li>
      ))}
    </ul>
  );
}
