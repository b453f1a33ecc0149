import { fileURLToPath } from 'node:url';

// Folders next to the API package. Resolved from this module's URL, which is `src/paths.ts` when run from
// source and `dist/server.js` once bundled: both sit one level below the package folder.
export const migrationsDir = fileURLToPath(new URL('../drizzle', import.meta.url));
export const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));
