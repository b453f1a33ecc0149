import styles from './AccountMenu.module.css';

/** The first letters of the first two words of a name ('Jane van Doe' → 'JV'). */
export function initialsOf(fullName: string): string {
  return fullName
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

interface AvatarProps {
  /** Unknown while the session is being checked: an empty circle. */
  fullName: string | undefined;
  avatar: string | null | undefined;
}

/** The user's picture, or their initials; decorative (their name is always next to it or in the button's name). */
export function Avatar({ fullName, avatar }: AvatarProps) {
  if (avatar !== null && avatar !== undefined) {
    return <img className={styles.avatar} src={avatar} alt="" width={32} height={32} />;
  }
  return (
    <span className={styles.avatar} aria-hidden="true">
      {fullName === undefined ? '' : initialsOf(fullName)}
    </span>
  );
}
