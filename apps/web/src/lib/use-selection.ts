import { useState } from 'react';

export interface Selection {
  /** The chosen ids among those shown, in their order. */
  selected: string[];
  isSelected: (id: string) => boolean;
  toggle: (id: string, isOn: boolean) => void;
  /** Chooses every id shown, or none. */
  setAll: (isOn: boolean) => void;
  clear: () => void;
}

/** Which of the `shown` ids are chosen; an id that leaves the page leaves the choice. */
export function useSelection(shown: readonly string[]): Selection {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  return {
    selected: shown.filter((id) => chosen.has(id)),
    isSelected: (id) => chosen.has(id),
    toggle: (id, isOn) =>
      setChosen((previous) => {
        const next = new Set(previous);
        if (isOn) next.add(id);
        else next.delete(id);
        return next;
      }),
    setAll: (isOn) => setChosen(new Set(isOn ? shown : [])),
    clear: () => setChosen(new Set()),
  };
}
