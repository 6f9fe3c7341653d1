// Building one front-end package (the shell or a remote) and publishing it into the site folder.
import path from 'node:path';
import { hashTree } from './hash.mjs';
import { precompressFolder } from './precompress.mjs';
import { packageDir, REPO_ROOT, workspaceName } from './paths.mjs';
import {
  currentRemoteEntries,
  currentShellBuild,
  manifestUrl,
  publishRemote,
  publishShell,
  readJson,
  releaseVersion,
  remoteReleaseExists,
  withPublishLock,
  writeJsonAtomic,
} from './publish.mjs';
import { run } from './run.mjs';

const isTestFile = (file) => !/\.test\.[jt]sx?$/.test(file);

/** Everything that can change a package's bundle: its sources, the shared contracts, the locked deps. */
export function sourcesHash(name) {
  const dir = packageDir(name);
  const contracts = packageDir('shared-contracts');
  return hashTree(
    REPO_ROOT,
    [
      path.join(dir, 'src'),
      path.join(dir, 'webpack.config.ts'),
      path.join(dir, 'package.json'),
      path.join(contracts, 'src'),
      path.join(contracts, 'package.json'),
      path.join(REPO_ROOT, 'package-lock.json'),
    ],
    isTestFile,
  );
}

/** webpack reads the TypeScript webpack.config.ts through tsx's loader. */
export function webpackNodeOptions(env = process.env) {
  const current = env.NODE_OPTIONS ?? '';
  return current.includes('--import tsx') ? current : `${current} --import tsx`.trim();
}

const stampFile = (site, name) => path.join(site, '.stamps', `${name}.json`);

/** True when the published release of `name` was built from exactly these sources. */
export async function isUpToDate(site, name, sources) {
  const stamp = await readJson(stampFile(site, name), null);
  if (!stamp || stamp.sources !== sources) return false;
  if (name === 'shell') return (await currentShellBuild(site)) === stamp.version;
  const entries = await currentRemoteEntries(site);
  return entries[name] === manifestUrl(name, stamp.version) && (await remoteReleaseExists(site, name, stamp.version));
}

/**
 * Builds `name` with webpack (through its npm script) and publishes it. Returns { ok, version, output, seconds }.
 * The version is fixed before the build because it is baked into the bundle: the shell's as its build id
 * (__SHELL_BUILD_ID__), every package's as its release (__RELEASE_VERSION__), which a page can show.
 */
export async function buildAndPublish(site, name, sources) {
  const started = Date.now();
  const version = releaseVersion(sources);
  const env = {
    ...process.env,
    NODE_OPTIONS: webpackNodeOptions(),
    RELEASE_VERSION: version,
    ...(name === 'shell' ? { SHELL_BUILD_ID: version } : {}),
  };
  const build = await run('npm', ['run', 'build', '-w', workspaceName(name)], { cwd: REPO_ROOT, env, capture: true });
  const seconds = (Date.now() - started) / 1000;
  if (build.code !== 0) return { ok: false, output: build.output, seconds };

  const distDir = path.join(packageDir(name), 'dist');
  await precompressFolder(distDir);
  await withPublishLock(site, async () => {
    if (name === 'shell') await publishShell(site, distDir, version);
    else await publishRemote(site, name, distDir, version);
    await writeJsonAtomic(stampFile(site, name), { sources, version });
  });
  return { ok: true, version, output: build.output, seconds };
}

/**
 * Publishes a remote built earlier (its dist folder, with its mf-manifest.json) as a new release, its compressed copies
 * made again from the files as they are now. The version comes from the build's own files, so the same build released
 * twice gets the same hash in its name.
 */
export async function publishBuiltRemote(site, name, distDir) {
  if (!(await remoteBuildExists(distDir))) {
    return { ok: false, output: `${distDir} holds no mf-manifest.json: it is no remote's build.` };
  }
  await precompressFolder(distDir);
  const version = releaseVersion(await hashTree(distDir, [distDir]));
  await withPublishLock(site, () => publishRemote(site, name, distDir, version));
  return { ok: true, version, output: '' };
}

async function remoteBuildExists(distDir) {
  return (await readJson(path.join(distDir, 'mf-manifest.json'), null)) !== null;
}
