// Playwright drives the system's Chromium (no browser downloads at test time).
import { access, constants } from 'node:fs/promises';
import { run } from './run.mjs';

const DEFAULT_CHROMIUM = '/usr/bin/chromium';

async function executable(file) {
  return access(file, constants.X_OK).then(
    () => true,
    () => false,
  );
}

/** The Chromium to use: CHROMIUM_PATH, else Debian's. Installs Debian's when missing and running as root. */
export async function ensureChromium(env = process.env) {
  const wanted = env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
  if (await executable(wanted)) return { ok: true, path: wanted };
  if (env.CHROMIUM_PATH) {
    return { ok: false, message: `CHROMIUM_PATH is set to ${wanted}, but no executable Chromium is there.` };
  }
  if (process.getuid?.() === 0) {
    console.log("Chromium is missing; installing Debian's chromium package (apt-get)...");
    const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = await run('apt-get', ['update'], { env: aptEnv });
    const install = update.code === 0 ? await run('apt-get', ['install', '-y', 'chromium'], { env: aptEnv }) : update;
    if (install.code === 0 && (await executable(DEFAULT_CHROMIUM))) return { ok: true, path: DEFAULT_CHROMIUM };
    return { ok: false, message: 'Installing chromium with apt-get failed (see the output above).' };
  }
  return {
    ok: false,
    message: [
      'No Chromium found for the browser tests. Either:',
      '  sudo apt-get update && sudo apt-get install -y chromium     (Debian/Ubuntu; then run npm test again)',
      '  CHROMIUM_PATH=/path/to/chromium npm test                     (a Chromium you already have)',
      '  npx playwright install chromium && CHROMIUM_PATH=<the path it prints> npm test',
    ].join('\n'),
  };
}
