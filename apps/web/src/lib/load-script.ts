// Loads an outside provider's script (reCAPTCHA, the social sign-in buttons) only where a page needs
// it: once per address, giving what the script puts on `window`. A load that fails is forgotten, so
// the next call tries again.
const loading = new Map<string, Promise<unknown>>();

export class ScriptLoadError extends Error {
  constructor(src: string) {
    super(`The script ${new URL(src).host} could not be loaded`);
    this.name = 'ScriptLoadError';
  }
}

/** Adds `<script src>` to the page once and resolves with `readGlobal()` when it has run. */
export function loadScript<T>(src: string, readGlobal: () => T | undefined): Promise<T> {
  const started = loading.get(src);
  if (started !== undefined) return started as Promise<T>;
  const load = new Promise<T>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const fail = () => {
      loading.delete(src);
      script.remove();
      reject(new ScriptLoadError(src));
    };
    script.onload = () => {
      const loaded = readGlobal();
      if (loaded === undefined) fail();
      else resolve(loaded);
    };
    script.onerror = fail;
    document.head.append(script);
  });
  loading.set(src, load);
  return load;
}
