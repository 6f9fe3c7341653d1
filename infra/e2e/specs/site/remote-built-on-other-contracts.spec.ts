import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../../support/fixtures';
import { REPO_ROOT, SITE_DIR } from '../../support/environment';

// The quiz's current build is released again with only its manifest changed, as if it had been built against
// other contracts: the release path is the real one, and no second build is needed.

const remotesFile = path.join(SITE_DIR, 'remotes.json');
const readEntries = (): Record<string, string> => JSON.parse(readFileSync(remotesFile, 'utf8'));

/** The quiz's released build, copied aside with its manifest saying it was built against `contractsVersion`. */
function quizBuiltAgainst(contractsVersion: string, workDir: string): string {
  const entry = readEntries()['mf-quiz'] ?? '';
  const released = path.join(SITE_DIR, path.dirname(entry));
  const copy = path.join(workDir, `mf-quiz-${contractsVersion}`);
  cpSync(released, copy, { recursive: true });
  const manifestFile = path.join(copy, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  manifest.metaData.contractsVersion = contractsVersion;
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
  return copy;
}

function release(dist: string): void {
  execFileSync('node', ['infra/scripts/release-remote.mjs', 'mf-quiz', '--dist', dist], {
    cwd: REPO_ROOT,
    stdio: 'pipe',
  });
}

function releasedContractsVersion(): string {
  const entry = readEntries()['mf-quiz'] ?? '';
  return JSON.parse(readFileSync(path.join(SITE_DIR, entry), 'utf8')).metaData.contractsVersion;
}

test('a remote built against another major of the contracts is refused; another minor is accepted', async ({
  page,
  visit,
}) => {
  const entriesBefore = readEntries();
  const workDir = mkdtempSync(path.join(tmpdir(), 'labshop-contracts-'));
  try {
    await visit('/quiz');
    await expect(page.getByRole('heading', { level: 1, name: 'Health checkup quiz' })).toBeVisible();
    const [major, minor] = releasedContractsVersion().split('.').map(Number) as [number, number];

    release(quizBuiltAgainst(`${major + 1}.0.0`, workDir));
    await page.reload();
    const quizArea = page.locator('#single-spa-application\\:mf-quiz');
    await expect(quizArea.getByRole('alert')).toContainText('This part of the page could not be loaded');
    await expect(page.getByRole('heading', { level: 1, name: 'Health checkup quiz' })).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    release(quizBuiltAgainst(`${major}.${minor + 1}.0`, workDir));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Health checkup quiz' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);
  } finally {
    // The site goes back to the quiz release the build made, so the next run finds its build up to date.
    const temporary = `${remotesFile}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(entriesBefore, null, 2)}\n`);
    renameSync(temporary, remotesFile);
    rmSync(workDir, { recursive: true, force: true });
  }
});
