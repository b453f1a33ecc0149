import { useEffect, useEffectEvent, useState } from 'react';

/**
 * Loads a provider's script when its button shows (the button needs it at the click: a pop-up
 * opened after a wait is blocked). The script's object once ready, else null; `key` names what the
 * load depends on (the client id, the language). A failed load is reported to `onFailure`.
 */
export function useProviderScript<T>(
  load: () => Promise<T>,
  key: string,
  onFailure: (error: unknown) => void,
): T | null {
  const [loaded, setLoaded] = useState<{ key: string; script: T } | null>(null);
  const start = useEffectEvent(load);
  const fail = useEffectEvent(onFailure);
  useEffect(() => {
    let isCurrent = true;
    start().then(
      (script) => {
        if (isCurrent) setLoaded({ key, script });
      },
      (error: unknown) => {
        if (isCurrent) fail(error);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [key]);
  return loaded?.key === key ? loaded.script : null;
}
