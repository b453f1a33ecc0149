import styles from './Skeleton.module.css';

interface SkeletonProps {
  /** CSS height; or give it with `className`. */
  height?: number | string;
  className?: string;
}

/**
 * A grey block holding the place of something that is loading, so that nothing moves when it comes.
 * Hidden from assistive technology: a status text or a busy region says what is loading.
 */
export function Skeleton({ height, className }: SkeletonProps) {
  return (
    <div
      aria-hidden="true"
      className={className === undefined ? styles.skeleton : `${styles.skeleton} ${className}`}
      style={height === undefined ? undefined : { height }}
    />
  );
}
