// Prints what a first visit downloads, per file, over gzip (the budget's encoding), for each page.
//
//   node e2e/measure-first-load.mjs [--url http://127.0.0.1:8080] [--mobile] [/home /nowhere …]
//
// Without --url it starts the built site (npm run build first) on a free port with a fresh database.
import { chromium } from '@playwright/test';

import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  formatFirstLoad,
  measureFirstLoad,
  startBuiltSite,
  uncompressedFiles,
} from './first-load.mjs';

const args = process.argv.slice(2);
const urlIndex = args.indexOf('--url');
const givenUrl = urlIndex === -1 ? undefined : args[urlIndex + 1];
const mobile = args.includes('--mobile');
const paths = args.filter((arg, index) => arg.startsWith('/') && (urlIndex === -1 || index !== urlIndex + 1));
if (paths.length === 0) paths.push('/home', '/', '/nowhere');

const site = givenUrl === undefined ? await startBuiltSite() : { baseURL: givenUrl, stop: async () => {} };
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const summary = [];
  for (const pagePath of paths) {
    const result = await measureFirstLoad(
      browser,
      site.baseURL + pagePath,
      mobile ? { viewport: { width: 390, height: 844 } } : {},
    );
    console.log(`${formatFirstLoad(result)}\n`);
    for (const file of uncompressedFiles(result)) console.warn(`not gzip: ${file.path} (${file.encoding})`);
    summary.push(`${pagePath.padEnd(24)} ${(result.budgetBytes / 1000).toFixed(1).padStart(7)} kB`);
  }
  console.log(`first load over gzip (HTML + JS + CSS):\n${summary.join('\n')}`);
} finally {
  await browser.close();
  await site.stop();
}
