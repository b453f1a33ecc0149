import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { inlineEntryCss } from './build/inline-entry-css';
import { precompress } from './build/precompress';
import { productionReactRouter } from './build/production-react-router';

const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);

/**
 * The libraries every page runs: one chunk, so one request and one compression stream. Only their
 * modules that the first load runs (`$initial`): the ones only some screens use (the mutations of
 * forms) load with those screens.
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/][^\\/]+|use-sync-external-store)[\\/]/;
/** What every page shows around its screen (plain layout, footer, its menus): one chunk too. */
const SHELL =
  /[\\/]src[\\/](app[\\/]layouts[\\/](PlainLayout|SiteLayout|Footer|footer-links)|components[\\/](SelectField|SkipLink|LoadingBar|MessagePanel|ButtonLink)|lib[\\/]use-page-meta|features[\\/](currency[\\/]components[\\/]CurrencyMenu|language[\\/]components[\\/]LanguageSelect|language[\\/]hooks))\.tsx?$/;

export default defineConfig({
  plugins: [react(), productionReactRouter(), inlineEntryCss(), precompress()],
  resolve: {
    alias: { '@': srcDir },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // Every browser the site supports preloads modules natively.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
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
