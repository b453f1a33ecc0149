import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/** Starts loading this far before the part scrolls into view. */
const LOAD_MARGIN = '300px';

/** Whether the element has come near the viewport (at once where IntersectionObserver is missing). */
function useNearViewport() {
  const ref = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (isNear || element === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);
  return { ref, isNear };
}

interface NearViewportProps {
  /** What loads near the viewport: lazy components whose code and data wait until then. */
  children: ReactNode;
  /**
   * Holds the part's place until it has loaded, at its size, so that nothing below it moves: a box
   * of the content's height, or a placeholder of the same size (a map's).
   */
  placeholder: ReactNode;
}

/**
 * Renders its content, and so fetches its code and data, once it nears the viewport: parts below the
 * fold stay out of the page's first load.
 */
export function NearViewport({ children, placeholder }: NearViewportProps) {
  const { ref, isNear } = useNearViewport();
  return <div ref={ref}>{isNear ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>;
}
