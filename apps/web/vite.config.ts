import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { precompress } from './build/precompress';

const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: { '@': srcDir },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
    },
  },
});
