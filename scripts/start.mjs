// `npm start`: builds what is missing or older than its sources, then runs the site in this process
// (API and built web app on one port). Stop it with Ctrl+C or SIGTERM.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (...parts) => path.join(root, ...parts);

/** Newest modification time of the files under the given paths. */
function newest(paths) {
  let latest = 0;
  const visit = (p) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p))
        if (entry !== 'node_modules' && entry !== 'dist') visit(path.join(p, entry));
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return latest;
}

const shared = [
  at('packages/domain/src'),
  at('packages/i18n/src'),
  at('packages/i18n/locales'),
  at('package-lock.json'),
];
const targets = [
  {
    workspace: '@roadbook/web',
    output: at('apps/web/dist/index.html'),
    sources: [
      ...shared,
      at('apps/web/src'),
      at('apps/web/public'),
      at('apps/web/index.html'),
      at('apps/web/vite.config.ts'),
    ],
  },
  {
    workspace: '@roadbook/api',
    output: at('apps/api/dist/server.js'),
    sources: [...shared, at('apps/api/src'), at('apps/api/tsup.config.ts')],
  },
];

for (const target of targets) {
  const built = fs.existsSync(target.output) ? fs.statSync(target.output).mtimeMs : 0;
  if (built < newest(target.sources)) {
    console.log(`Building ${target.workspace}…`);
    execFileSync('npm', ['run', 'build', '-w', target.workspace], { cwd: root, stdio: 'inherit' });
  }
}

await import(pathToFileURL(at('apps/api/dist/server.js')).href);
