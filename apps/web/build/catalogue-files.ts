import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The catalogues of words only the API uses (its emails, the pages it writes): the site never loads them. */
export const SERVER_ONLY_NAMESPACES = ['emails', 'pages'];

interface Catalogue {
  fileName: string;
  source: string;
}

function readCatalogues(localesDir: string): Catalogue[] {
  return fs
    .readdirSync(localesDir)
    .sort()
    .flatMap((language) =>
      fs
        .readdirSync(path.join(localesDir, language))
        .filter((file) => file.endsWith('.json'))
        .filter((file) => !SERVER_ONLY_NAMESPACES.includes(file.slice(0, -'.json'.length)))
        .sort()
        .map((file) => ({
          fileName: `assets/i18n/${language}/${file}`,
          source: JSON.stringify(JSON.parse(fs.readFileSync(path.join(localesDir, language, file), 'utf8'))),
        })),
    );
}

/**
 * The built site's catalogues are JSON files, `assets/i18n/<language>/<namespace>.json`, which
 * lib/i18n.ts fetches with `?v=` the version of all the catalogues (`__CATALOGUES_VERSION__`, a hash
 * of their contents): the first load carries that version, not a table of one chunk name per
 * catalogue, and a changed text changes every address, so the year-long cache of /assets/ holds.
 */
export function catalogueFiles(localesDir: string): Plugin {
  const catalogues = readCatalogues(localesDir);
  const hash = createHash('sha256');
  for (const { fileName, source } of catalogues) hash.update(`${fileName}\n${source}\n`);
  const version = hash.digest('base64url').slice(0, 10);
  return {
    name: 'roadbook-catalogue-files',
    apply: 'build',
    config: () => ({ define: { __CATALOGUES_VERSION__: JSON.stringify(version) } }),
    generateBundle() {
      for (const { fileName, source } of catalogues) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
