import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The database folder ${dir} is already open in process ${pid}. ` +
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

/** Folders this process holds, so that it cannot open one twice either. */
const heldByThisProcess = new Set<string>();

/**
 * PGlite does not stop two processes from opening one folder, which would corrupt it. A lock file
 * holding the owner's PID does; a lock left by a process that no longer runs is taken over.
 * Returns the function that releases the lock.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  if (heldByThisProcess.has(dir)) throw new DataDirLockedError(dir, process.pid);
  const file = path.join(dir, '..', `${path.basename(dir)}.lock`);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      heldByThisProcess.add(dir);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        heldByThisProcess.delete(dir);
        fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
      // A lock naming this process but not held by it was left by an earlier run with the same PID.
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(dir, owner);
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the database folder ${dir}`);
}
