import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number | null) {
    super(
      `The database folder ${dir} is already open in ${pid === null ? 'another process' : `process ${pid}`}. ` +
        'Stop that process, or start this one with another DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The PID a lock file names, or null when it cannot be read (gone, or not a PID). */
function ownerOf(file: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Creates `file` holding this process's PID, atomically: it exists complete or not at all. */
function createLockFile(file: string): boolean {
  const draft = `${file}.${process.pid}.${Date.now()}`;
  fs.writeFileSync(draft, String(process.pid));
  try {
    fs.linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

/** Folders this process holds, so that it cannot open one twice either. */
const heldByThisProcess = new Set<string>();

/**
 * PGlite does not stop two processes from opening one folder, which would corrupt it. A lock file
 * next to the folder, holding the owner's PID, does. A lock whose owner no longer runs is taken over:
 * it is first renamed aside, and only the process whose rename moved that very lock goes on, so two
 * processes finding one stale lock cannot both take it. Returns the function that releases the lock.
 */
export function lockDataDir(folder: string): () => void {
  const dir = path.resolve(folder);
  fs.mkdirSync(dir, { recursive: true });
  if (heldByThisProcess.has(dir)) throw new DataDirLockedError(dir, process.pid);
  const file = path.join(path.dirname(dir), `${path.basename(dir)}.lock`);

  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (createLockFile(file)) {
      heldByThisProcess.add(dir);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        heldByThisProcess.delete(dir);
        if (ownerOf(file) === process.pid) fs.rmSync(file, { force: true });
      };
    }
    const owner = ownerOf(file);
    // A lock naming this process but not held by it was left by an earlier run with the same PID.
    if (owner === null || (owner !== process.pid && isAlive(owner))) throw new DataDirLockedError(dir, owner);
    const aside = `${file}.stale.${process.pid}`;
    try {
      fs.renameSync(file, aside);
    } catch {
      continue; // another process moved it first: look again
    }
    if (ownerOf(aside) !== owner) {
      // Between reading and renaming, the stale lock was replaced by a live one: put it back.
      fs.renameSync(aside, file);
      throw new DataDirLockedError(dir, ownerOf(file));
    }
    fs.rmSync(aside, { force: true });
  }
  throw new DataDirLockedError(dir, ownerOf(file));
}
