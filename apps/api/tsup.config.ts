import { defineConfig } from 'tsup';

// One ESM file for production. Workspace packages export TypeScript source, so they are bundled in;
// npm dependencies stay external and load from node_modules.
export default defineConfig({
  entry: { server: 'src/server.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@roadbook\//],
});
