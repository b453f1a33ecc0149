import { useEffect, useRef } from 'react';

/**
 * Keeps the keyboard's place when an action changes the list: `focusAfterChange(ids)` names, before
 * the action, the elements to focus once `data` has changed (the first of them still on the page),
 * e.g. the next row after a deletion; `cancel()` forgets them when the action fails.
 */
export function useFocusAfterChange(data: unknown) {
  const wanted = useRef<readonly string[] | null>(null);
  useEffect(() => {
    if (wanted.current === null) return;
    const element = wanted.current.map((id) => document.getElementById(id)).find((found) => found !== null);
    element?.focus();
    wanted.current = null;
  }, [data]);
  return {
    focusAfterChange: (ids: readonly string[]) => {
      wanted.current = ids;
    },
    cancel: () => {
      wanted.current = null;
    },
  };
}
