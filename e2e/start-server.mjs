// Starts the built site for the browser tests on a fresh data folder (the previous run's is removed
// first, since the server may be stopped without a chance to clean up).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dataDir = path.resolve(import.meta.dirname, '.server-data');
fs.rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL ??= 'warn';
await import(pathToFileURL(path.resolve(import.meta.dirname, '../apps/api/dist/server.js')).href);
