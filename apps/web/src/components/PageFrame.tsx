import type { ReactNode } from 'react';

import frame from './page-frame.module.css';

/** A page with the header: its width and its title (a message panel stands alone, with its own). */
export function PageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={frame.page}>
      <h1 className={frame.title}>{title}</h1>
      {children}
    </div>
  );
}
