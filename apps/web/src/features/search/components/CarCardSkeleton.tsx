import styles from './CarCard.module.css';

const Bar = ({ width, height = 16 }: { width: string | number; height?: number }) => (
  <div className={styles.bar} style={{ width, height }} />
);

/** A placeholder with a result card's frame and size, shown while the first results load. */
export function CarCardSkeleton() {
  return (
    <div aria-hidden="true" className={`${styles.card} ${styles.skeleton}`}>
      <div className={`${styles.image} ${styles.bar}`} />
      <div className={styles.body}>
        <Bar width="60%" height={26} />
        <Bar width={160} height={30} />
        <Bar width="90%" height={28} />
        <Bar width="70%" />
        <Bar width="80%" />
        <Bar width="80%" />
      </div>
      <div className={styles.price}>
        <Bar width={110} />
        <Bar width={140} height={32} />
        <Bar width={90} />
        <Bar width={120} height={40} />
      </div>
    </div>
  );
}
