import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './pglite-lock';

describe('lockDataDir', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-lock-'));
  const dir = path.join(root, 'pglite');
  const lockFile = path.join(root, 'pglite.lock');
  afterEach(() => fs.rmSync(lockFile, { force: true }));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('refuses a folder another running process holds, naming that process', () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(lockFile, String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(`already open in process ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that has ended', () => {
    const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    fs.writeFileSync(lockFile, ended.stdout.toString());
    const release = lockDataDir(dir);
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockFile)).toBe(false);
  });

  it('refuses a lock file it cannot read rather than guess', () => {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(lockFile, 'not a pid');
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(fs.readFileSync(lockFile, 'utf8')).toBe('not a pid');
  });

  it('refuses to open the same folder twice in one process until released', () => {
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
    lockDataDir(dir)();
  });
});
