import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * While `open`, closes a popup (a menu, a disclosure) as visitors expect: Escape closes it and gives
 * the focus back to its button; a press or a focus outside `area` (the button and the popup) closes
 * it and leaves the focus where it went.
 */
export function useDismiss(
  open: boolean,
  area: RefObject<HTMLElement | null>,
  button: RefObject<HTMLElement | null>,
  onDismiss: () => void,
): void {
  const dismiss = useEffectEvent(onDismiss);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      dismiss();
      button.current?.focus();
    };
    const onOutside = (event: Event) => {
      if (event.target instanceof Node && area.current?.contains(event.target) === false) dismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open, area, button]);
}
