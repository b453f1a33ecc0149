// Starts the built site as `npm start` does, with this script's Node, on a fresh embedded database
// in a temporary folder, and checks what a new user sees: /api/health answers 200, /home its HTML
// document, /api/locations a list; then SIGTERM must stop it cleanly (exit code 0).
// CI runs it with each supported Node line: `node scripts/check-start.mjs`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const START_TIMEOUT_MS = 180_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-start-'));
const base = `http://127.0.0.1:${port}`;
const site = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    WEB_CONCURRENCY: '',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
site.stdout.on('data', (chunk) => (output += chunk));
site.stderr.on('data', (chunk) => (output += chunk));
const exited = new Promise((resolve) => site.on('exit', (code, signal) => resolve({ code, signal })));

function fail(message) {
  console.error(
    `check-start (Node ${process.versions.node}): ${message}\n--- the site's output ---\n${output}`,
  );
  site.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}

async function get(pathname) {
  const response = await fetch(base + pathname, { headers: { 'accept-language': 'en' } });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    body: await response.text(),
  };
}

const deadline = Date.now() + START_TIMEOUT_MS;
for (;;) {
  if (site.exitCode !== null) fail(`the site exited (${site.exitCode}) before answering`);
  if (Date.now() > deadline) fail(`no 200 from /api/health within ${START_TIMEOUT_MS / 1000} s`);
  const health = await get('/api/health').catch(() => undefined);
  if (health?.status === 200) break;
  await new Promise((resolve) => setTimeout(resolve, 500));
}

const home = await get('/home');
if (home.status !== 200 || !home.type.startsWith('text/html') || !home.body.includes('<title>'))
  fail(`/home answered ${home.status} ${home.type}`);
const places = await get('/api/locations');
if (places.status !== 200 || !places.type.startsWith('application/json'))
  fail(`/api/locations answered ${places.status} ${places.type}: ${places.body.slice(0, 200)}`);

site.kill('SIGTERM');
const { code, signal } = await exited;
fs.rmSync(dataDir, { recursive: true, force: true });
if (code !== 0) fail(`SIGTERM ended the site with ${code ?? signal}, not 0`);
console.log(
  `check-start: the built site started, answered and stopped cleanly on Node ${process.versions.node}`,
);
