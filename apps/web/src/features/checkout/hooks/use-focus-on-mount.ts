import { useEffect, useRef } from 'react';

/** A step's heading takes the focus when the step appears, so a screen reader says where the driver is. */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T | null>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
