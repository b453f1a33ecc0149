import { useEffect, useRef, useState } from 'react';

/** Starts loading this far before the section scrolls into view. */
const LOAD_MARGIN = '300px';

/** Whether the element has come near the viewport (always true where IntersectionObserver is missing). */
export function useNearViewport() {
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
