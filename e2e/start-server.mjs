// Starts the built site for the browser tests on a fresh data folder (the previous run's is removed
// first, since the server may be stopped without a chance to clean up). E2E_DATA_DIR names the
// folder when several sites run side by side.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dataDir = path.resolve(import.meta.dirname, process.env.E2E_DATA_DIR ?? '.server-data');
fs.rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL ??= 'warn';
await import(pathToFileURL(path.resolve(import.meta.dirname, '../apps/api/dist/server.js')).href);
