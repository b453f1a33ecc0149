import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { muiDefaultTheme } from './build/mui-default-theme';
import { precompress } from './build/precompress';
import { productionReactRouter } from './build/production-react-router';

const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);
const themeModule = `${srcDir}/app/theme.ts`;

export default defineConfig({
  plugins: [react(), muiDefaultTheme(themeModule), productionReactRouter(), precompress()],
  resolve: {
    alias: { '@': srcDir },
  },
  optimizeDeps: {
    // The dev server pre-bundles MUI: give it the same default theme as the build.
    rolldownOptions: { plugins: [muiDefaultTheme(themeModule)] },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // Every browser the site supports preloads modules natively.
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
    },
  },
});
