import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../../support/fixtures';
import { REPO_ROOT, SITE_DIR } from '../../support/environment';

function fingerprint(dir: string): string {
  const hash = createHash('sha256');
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const file = path.join(folder, name);
      if (statSync(file).isDirectory()) walk(file);
      else hash.update(name).update(readFileSync(file));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

function quizEntry(): string {
  const entries = JSON.parse(readFileSync(path.join(SITE_DIR, 'remotes.json'), 'utf8')) as Record<string, string>;
  return entries['mf-quiz'] ?? '';
}

test('one remote is released while the site runs, without touching the shell', async ({ page, visit }) => {
  test.setTimeout(300_000);
  await visit('/quiz');
  const quizRoot = page.locator('[data-remote="mf-quiz"]');
  const releaseBefore = await quizRoot.getAttribute('data-release');
  const entryBefore = quizEntry();
  const shellBefore = fingerprint(path.join(SITE_DIR, 'shell'));

  execFileSync('npm', ['run', 'release', '-w', '@labshop/mf-quiz'], {
    cwd: REPO_ROOT,
    stdio: 'pipe',
    timeout: 240_000,
  });

  const entryAfter = quizEntry();
  expect(entryAfter).not.toBe(entryBefore);
  expect(fingerprint(path.join(SITE_DIR, 'shell'))).toBe(shellBefore);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Health checkup quiz' })).toBeVisible();
  const releaseAfter = await quizRoot.getAttribute('data-release');
  expect(releaseAfter).not.toBe(releaseBefore);
  expect(entryAfter).toContain(`/${releaseAfter}/`);
});
