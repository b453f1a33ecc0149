import type { ReactNode } from 'react';

/** The first focusable element of a page: hidden until focused, jumps past the navigation. */
export function SkipLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className="rb-skip-link">
      {children}
    </a>
  );
}
