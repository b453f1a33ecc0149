import { Link, type LinkProps } from 'react-router';

/**
 * A link that looks like the primary button: for actions that go to another page ("Back home",
 * "Search"), without loading MUI's Button.
 */
export function ButtonLink({ className, ...props }: LinkProps) {
  return (
    <Link {...props} className={className === undefined ? 'rb-button-link' : `rb-button-link ${className}`} />
  );
}
