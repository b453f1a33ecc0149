import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { catalogueFiles } from './build/catalogue-files';
import { inlineEntryCss } from './build/inline-entry-css';
import { nativeSyncExternalStore } from './build/native-sync-external-store';
import { precompress } from './build/precompress';
import { productionReactRouter } from './build/production-react-router';
import { shortClassNames } from './build/short-class-names';

const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);
const localesDir = decodeURIComponent(new URL('../../packages/i18n/locales', import.meta.url).pathname);

/**
 * The libraries every page runs: one chunk, so one request and one compression stream. Only their
 * modules that the first load runs (`$initial`): the ones only some screens use (the mutations of
 * forms) load with those screens.
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/][^\\/]+|use-sync-external-store)[\\/]|^\0native-sync-external-store$/;
/**
 * What every page shows around its screen (plain and header layouts, footer, the header's bar and the
 * buttons of its menus, whose lists load when they open): one chunk too. Most pages have the header,
 * the homes included: in its own chunk it cost /home its file's imports and a compression stream.
 */
const SHELL =
  /[\\/]src[\\/](app[\\/]layouts[\\/](PlainLayout|SiteLayout|Footer|footer-links|HeaderLayout|Header|header-menu|HeaderMenuEntry|MoreMenu|MobileMenu|LazyAccount|LazyHeaderMenus|use-media-query)|components[\\/](SelectField|SkipLink|LoadingBar|MessagePanel|ButtonLink)|lib[\\/]use-page-meta|features[\\/](currency[\\/]components[\\/]CurrencyMenu|language[\\/]components[\\/]Language(Select|Menu)|language[\\/]hooks))\.tsx?$/;

/**
 * The first load names every lazy page's files (the entry's list of what each route loads), so
 * their names cost bytes on every page: pages, shared modules and their styles are named by their
 * hash alone (−0.9 kB gzip on /home). The framework and shell chunks keep their names, and so does
 * the back office's.
 */
const NAMED_CHUNKS = new Set(['framework', 'shell']);
/** The entry, the framework and the shell: every page has loaded them before it imports anything. */
const ALWAYS_LOADED = /(^|\/)(index|framework|shell)-[\w-]+\.js$/;
/** The back office's route module: its chunk keeps a name so that its preloads can be told apart. */
const BACK_OFFICE_ROUTE = /[\\/]src[\\/]app[\\/]routes[\\/]BackOfficePages\.tsx$/;
const BACK_OFFICE_CHUNK = /(^|\/)back-office-[\w-]+\.js$/;
const chunkFileNames = ({ name, facadeModuleId }: { name: string; facadeModuleId: string | null }) => {
  if (BACK_OFFICE_ROUTE.test(facadeModuleId ?? '')) return 'assets/back-office-[hash].js';
  return NAMED_CHUNKS.has(name) ? 'assets/[name]-[hash].js' : 'assets/[hash:7].js';
};
const assetFileNames = ({ names }: { names: readonly string[] }) =>
  names.some((name) => name.endsWith('.css')) ? 'assets/[hash:7][extname]' : 'assets/[name]-[hash][extname]';

export default defineConfig({
  plugins: [
    react(),
    productionReactRouter(),
    nativeSyncExternalStore(),
    catalogueFiles(localesDir),
    shortClassNames(),
    inlineEntryCss(),
    precompress(),
  ],
  resolve: {
    alias: { '@': srcDir },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    modulePreload: {
      // Every browser the site supports preloads modules natively.
      polyfill: false,
      // The entry, framework and shell chunks come with the first page: a lazy page's list of files
      // to preload (which the first load carries for every page) need not name them again. The back
      // office's dozens of Material UI files are not listed either: its chunk imports them itself,
      // and the public pages' first load does not carry their names.
      resolveDependencies: (file, deps) =>
        BACK_OFFICE_CHUNK.test(file) ? [] : deps.filter((dep) => !ALWAYS_LOADED.test(dep)),
    },
    rolldownOptions: {
      output: {
        chunkFileNames,
        assetFileNames,
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK, tags: ['$initial'] },
            { name: 'shell', test: SHELL },
          ],
        },
      },
      // packages/domain is pure (no I/O, no globals): a module whose exports a page does not use is
      // left out with its imports, e.g. the schemas next to a rule a form uses (as `sideEffects: false`).
      treeshake: { moduleSideEffects: [{ test: /[\\/]packages[\\/]domain[\\/]/, sideEffects: false }] },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
    },
  },
});
