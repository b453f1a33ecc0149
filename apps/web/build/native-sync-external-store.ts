import type { Plugin } from 'vite';

const SHIM = /^use-sync-external-store\/shim(?:\/index\.js)?$/;
/** The module's id, which vite.config.ts puts in the framework chunk. */
const NATIVE = '\0native-sync-external-store';

/**
 * react-i18next and TipTap import `useSyncExternalStore` from the shim package that gives React
 * before 18 one. React 19 has its own, which the shim hands on after bundling its fallback: the
 * site's build gives them React's directly (−0.4 kB gzip on every page).
 */
export function nativeSyncExternalStore(): Plugin {
  return {
    name: 'roadbook-native-sync-external-store',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (SHIM.test(source) ? NATIVE : null),
    load: (id) => (id === NATIVE ? "export { useSyncExternalStore } from 'react';" : null),
  };
}
