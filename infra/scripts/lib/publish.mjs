// Publishing into the site folder. Readers (the gateway, a browser mid-visit) must never see half a
// release: folders are copied under a temporary name and renamed, JSON files are written and renamed.
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** How many earlier releases of a remote stay on disk, for visitors still on them and for rollback. */
const KEPT_RELEASES = 5;
const LOCK_STALE_MS = 10 * 60 * 1000;

export async function readJson(file, fallback) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return fallback;
    throw error;
  }
}

export async function writeJsonAtomic(file, value) {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(value, null, 2)}\n`);
  await rename(temporary, file);
}

async function exists(target) {
  return stat(target).then(
    () => true,
    () => false,
  );
}

/** `20250131T120501-1a2b3c4d`: sorts by time, and the hash says what was built. */
export function releaseVersion(contentHash, now = new Date()) {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, '');
  return `${stamp}-${contentHash.slice(0, 8)}`;
}

export function manifestUrl(remote, version) {
  return `/remotes/${remote}/${version}/mf-manifest.json`;
}

/** One publisher at a time per site folder (a build and a release started together). */
export async function withPublishLock(site, work) {
  await mkdir(site, { recursive: true });
  const lock = path.join(site, '.publish.lock');
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const age =
        Date.now() -
        (await stat(lock).then(
          (s) => s.mtimeMs,
          () => Date.now(),
        ));
      if (age > LOCK_STALE_MS) await rm(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

async function pruneReleases(remoteDir, current) {
  const versions = (await readdir(remoteDir)).filter((name) => !name.startsWith('.')).sort();
  const stale = versions.filter((name) => name !== current).slice(0, -KEPT_RELEASES);
  await Promise.all(stale.map((name) => rm(path.join(remoteDir, name), { recursive: true, force: true })));
}

/** Copies a remote's dist into remotes/<remote>/<version>/ and points remotes.json at it. */
export async function publishRemote(site, remote, distDir, version) {
  const remoteDir = path.join(site, 'remotes', remote);
  const target = path.join(remoteDir, version);
  await mkdir(remoteDir, { recursive: true });
  if (!(await exists(target))) {
    const temporary = path.join(remoteDir, `.${version}.tmp`);
    await rm(temporary, { recursive: true, force: true });
    await cp(distDir, temporary, { recursive: true });
    await rename(temporary, target);
  }
  const remotesFile = path.join(site, 'remotes.json');
  const entries = await readJson(remotesFile, {});
  await writeJsonAtomic(remotesFile, { ...entries, [remote]: manifestUrl(remote, version) });
  await pruneReleases(remoteDir, version);
  return version;
}

/** Swaps in a new shell/ folder and announces its build id in builds/latest.json. */
export async function publishShell(site, distDir, buildId) {
  const target = path.join(site, 'shell');
  const incoming = path.join(site, `.shell.${buildId}.tmp`);
  const outgoing = path.join(site, `.shell.${buildId}.old`);
  await rm(incoming, { recursive: true, force: true });
  await cp(distDir, incoming, { recursive: true });
  const hadShell = await exists(target);
  if (hadShell) await rename(target, outgoing);
  await rename(incoming, target);
  if (hadShell) await rm(outgoing, { recursive: true, force: true });
  await writeJsonAtomic(path.join(site, 'builds/latest.json'), { id: buildId });
}

export async function currentRemoteEntries(site) {
  return readJson(path.join(site, 'remotes.json'), {});
}

export async function currentShellBuild(site) {
  const latest = await readJson(path.join(site, 'builds/latest.json'), null);
  const hasIndex = await exists(path.join(site, 'shell/index.html'));
  return hasIndex && latest && typeof latest.id === 'string' ? latest.id : null;
}

export async function remoteReleaseExists(site, remote, version) {
  return exists(path.join(site, 'remotes', remote, version, 'mf-manifest.json'));
}
