import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * React Router's package points every bundler at its development build (extra checks and warnings);
 * the production build of the same version sits next to it. The site's build uses that one; the dev
 * server and the tests keep the development build and its warnings.
 */
export function productionReactRouter(): Plugin {
  const developmentEntry = createRequire(import.meta.url).resolve('react-router');
  const productionEntry = path.join(path.dirname(developmentEntry), '../production/index.mjs');
  return {
    name: 'roadbook-production-react-router',
    apply: 'build',
    config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement: productionEntry }] } }),
  };
}
