import type { ReactNode } from 'react';

import { useNearViewport } from '../hooks/use-near-viewport';

interface NearViewportProps {
  children: ReactNode;
  /** Room kept for the content until it renders, so the page below does not jump. */
  minHeight: number;
}

/**
 * Renders its content, and so fetches its data, once it nears the viewport: sections below the fold
 * stay out of the page's first load.
 */
export function NearViewport({ children, minHeight }: NearViewportProps) {
  const { ref, isNear } = useNearViewport();
  return (
    <div ref={ref} style={isNear ? undefined : { minHeight }}>
      {isNear ? children : null}
    </div>
  );
}
