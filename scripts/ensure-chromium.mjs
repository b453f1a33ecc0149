// Browser tests use Debian's Chromium, never a downloaded one. Installs it when missing and this
// runs as root on Debian; otherwise says how to.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const executable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(executable)) {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !fs.existsSync('/usr/bin/apt-get')) {
    console.error(`Chromium is missing at ${executable}. Install it with: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests…');
  const apt = (...args) =>
    execFileSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  try {
    apt('install', '-y', 'chromium');
  } catch {
    apt('update');
    apt('install', '-y', 'chromium');
  }
}
