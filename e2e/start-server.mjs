// Starts the built site on a fresh data folder for the browser tests, removed when it stops.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-e2e-'));
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL ??= 'warn';
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
await import(pathToFileURL(path.resolve(import.meta.dirname, '../apps/api/dist/server.js')).href);
