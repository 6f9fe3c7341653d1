// The lint configuration keeps the import boundaries and the rules that read types: each rule refuses a wrong
// snippet and lets the right one through. Snippets are linted as if they were files in the named folder.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { API_FILES_STILL_IMPORTING_DB_SCHEMA, REMOTES } from './boundaries.mjs';
import { TABLE_BY_EXPORT } from './own-tables.mjs';
import { TABLE_OWNERS } from './table-owners.mjs';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CONFIG = 'infra/lint/eslint.config.mjs';
const FLOATING = '@typescript-eslint/no-floating-promises';
const MISUSED = '@typescript-eslint/no-misused-promises';

// The boundaries need no types, so their snippets may name files that do not exist; the rules that read types
// need a file its package's project holds, so their snippets stand in for a real file of the folder.
const boundaries = new ESLint({
  cwd: REPO_ROOT,
  overrideConfigFile: CONFIG,
  overrideConfig: {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: false } },
    rules: { [FLOATING]: 'off', [MISUSED]: 'off' },
  },
});
const typed = new ESLint({ cwd: REPO_ROOT, overrideConfigFile: CONFIG });

/** A production file of `folder` with the extension `ext`, to lint a snippet in its place. */
async function aFileIn(folder, ext) {
  const entries = await readdir(path.join(REPO_ROOT, folder), { recursive: true });
  const file = entries.sort().find((entry) => entry.endsWith(ext) && !/(\.test\.|testing\/)/.test(entry));
  assert.ok(file, `${folder} has a ${ext} file`);
  return path.join(folder, file);
}

/** The rules a snippet breaks, linted as the file at `filePath` (relative to the repository root). */
async function rulesBroken(code, filePath, linter = boundaries) {
  const [result] = await linter.lintText(code, { filePath: path.join(REPO_ROOT, filePath) });
  const fatal = result.messages.find((message) => message.fatal);
  assert.equal(fatal, undefined, fatal?.message);
  return result.messages.map((message) => message.ruleId);
}

async function assertRefused(rule, code, filePath, linter) {
  const broken = await rulesBroken(code, filePath, linter);
  assert.ok(broken.includes(rule), `${rule} should refuse ${filePath}:\n${code}`);
}

async function assertAllowed(rule, code, filePath, linter) {
  const broken = await rulesBroken(code, filePath, linter);
  assert.ok(!broken.includes(rule), `${rule} should allow ${filePath}:\n${code}`);
}

const IMPORTS = 'no-restricted-imports';

test('the boundaries know every remote of the workspace', async () => {
  const { workspaces } = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8'));
  const remotes = workspaces.filter((name) => name === 'shell' || name.startsWith('mf-'));
  assert.deepEqual([...REMOTES].sort(), remotes.sort());
});

test("a remote never imports another remote's code", async () => {
  const page = 'mf-account/src/features/profile/new-page.tsx';
  await assertRefused(IMPORTS, "import { x } from '@labshop/mf-catalogue/src/lib/x';\nexport { x };\n", page);
  await assertRefused(IMPORTS, "import { x } from '../../../../mf-cart-checkout/src/lib/x';\nexport { x };\n", page);
  await assertRefused(IMPORTS, "import { x } from '../../../../shell/src/lib/x';\nexport { x };\n", page);
  await assertAllowed(IMPORTS, "import { ROUTES } from '@labshop/shared-contracts';\nexport { ROUTES };\n", page);
  await assertAllowed(IMPORTS, "import { x } from '../../lib/x';\nexport { x };\n", page);
});

test("in a remote, a feature never imports the remote's app", async () => {
  const page = 'mf-quiz/src/features/quiz/new-page.tsx';
  await assertRefused(IMPORTS, "import { routes } from '../../app/routes';\nexport { routes };\n", page);
  await assertAllowed(IMPORTS, "import { x } from '../other-feature/x';\nexport { x };\n", page);
  await assertAllowed(
    IMPORTS,
    "import { routes } from './routes';\nexport { routes };\n",
    'mf-quiz/src/app/new-root.tsx',
  );
});

test('production code never imports a testing folder or a test file', async () => {
  const store = 'mf-catalogue/src/features/search/new-store.ts';
  await assertRefused(
    IMPORTS,
    "import { mockApi } from '@labshop/shared-contracts/testing';\nexport { mockApi };\n",
    store,
  );
  await assertRefused(IMPORTS, "import { make } from './testing/factories';\nexport { make };\n", store);
  await assertRefused(IMPORTS, "import { make } from './search-page.test';\nexport { make };\n", store);
  await assertRefused(
    IMPORTS,
    "import { make } from '../testing/make';\nexport { make };\n",
    'infra/gateway/src/new-file.ts',
  );
  await assertAllowed(
    IMPORTS,
    "import { mockApi } from '@labshop/shared-contracts/testing';\nexport { mockApi };\n",
    'mf-catalogue/src/features/search/new-page.test.tsx',
  );
});

test("in the API, only a module's store imports the tables", async () => {
  const tables = "import { orders } from '../../db/schema';\nexport { orders };\n";
  await assertRefused(IMPORTS, tables, 'infra/api/src/modules/orders/new-service.ts');
  await assertRefused(
    IMPORTS,
    "import { orders } from '../db/schema/orders';\nexport { orders };\n",
    'infra/api/src/platform/new-file.ts',
  );
  await assertAllowed(IMPORTS, tables, 'infra/api/src/modules/orders/store.ts');
  await assertAllowed(
    IMPORTS,
    "import { orders } from '../../../db/schema';\nexport { orders };\n",
    'infra/api/src/modules/orders/store/read.ts',
  );
  const [listed] = API_FILES_STILL_IMPORTING_DB_SCHEMA;
  assert.ok(listed, 'the list of files still importing the tables is not empty yet');
});

test("an API module never imports another module's store", async () => {
  const otherStore = "import { x } from '../../doctor-access/store';\nexport { x };\n";
  await assertRefused(IMPORTS, otherStore, 'infra/api/src/modules/results/store/new-read.ts');
  await assertRefused(
    IMPORTS,
    "import { x } from '../orders/store/x';\nexport { x };\n",
    'infra/api/src/modules/results/service.ts',
  );
  await assertAllowed(
    IMPORTS,
    "import { x } from '../store/x';\nexport { x };\n",
    'infra/api/src/modules/results/features/x.ts',
  );
  await assertAllowed(
    IMPORTS,
    "import { x } from '../../doctor-access/access';\nexport { x };\n",
    'infra/api/src/modules/results/store/new-read.ts',
  );
});

test('icons come from the kit, which names the ones the site draws', async () => {
  const rule = '@typescript-eslint/no-restricted-imports';
  const direct = "import { Menu } from 'lucide-react';\nexport { Menu };\n";
  await assertRefused(rule, direct, 'shell/src/features/header/new-menu.tsx');
  await assertRefused(rule, direct, 'mf-catalogue/src/features/list/new-card.tsx');
  await assertAllowed(rule, direct, 'shared-contracts/src/web/ui/icons.ts');
  await assertAllowed(
    rule,
    "import { Menu } from '@labshop/shared-contracts/web/ui';\nexport { Menu };\n",
    'shell/src/features/header/new-menu.tsx',
  );
});

test("a contract's union is declared with oneOf, which keeps its members", async () => {
  const rule = 'no-restricted-syntax';
  const bare = "import { string, union } from 'superstruct';\nexport const Either = union([string(), string()]);\n";
  await assertRefused(rule, bare, 'shared-contracts/src/core/api/new-shape.ts');
  await assertAllowed(rule, bare, 'shared-contracts/src/core/shapes/one-of.ts');
  await assertAllowed(rule, bare, 'infra/api/src/platform/route-shapes/new-shape.test.ts');
});

const OWN_TABLES = 'labshop/own-tables';

test("an API module's store touches only its own tables, in an import or in its SQL", async () => {
  const importsOrders = "import { orders } from '../../../db/schema';\nexport { orders };\n";
  await assertRefused(OWN_TABLES, importsOrders, 'infra/api/src/modules/results/store/new-read.ts');
  await assertAllowed(OWN_TABLES, importsOrders, 'infra/api/src/modules/orders/store/new-read.ts');
  const readsTests =
    "import { sql } from 'drizzle-orm';\nexport const names = sql`select name from tests where id = 1`;\n";
  await assertRefused(OWN_TABLES, readsTests, 'infra/api/src/modules/referrals/store.ts');
  await assertAllowed(OWN_TABLES, readsTests, 'infra/api/src/modules/catalogue/store/new-read.ts');
  const joinsShared =
    "import { sql } from 'drizzle-orm';\nexport const q = sql`select 1 from lab_results r join labs l on true`;\n";
  await assertAllowed(OWN_TABLES, joinsShared, 'infra/api/src/modules/results/store.ts');
  await assertAllowed(OWN_TABLES, joinsShared, 'infra/api/src/modules/lab-delivery/store.ts');
  await assertAllowed(OWN_TABLES, readsTests, 'infra/api/src/modules/referrals/new-read.test.ts');
});

test('every table of the schema has its owners, and every owner is a module', async () => {
  const modules = new Set(await readdir(path.join(REPO_ROOT, 'infra/api/src/modules')));
  const tables = [...TABLE_BY_EXPORT.values()].sort();
  assert.deepEqual(tables, Object.keys(TABLE_OWNERS).sort());
  for (const [table, { owners, why }] of Object.entries(TABLE_OWNERS)) {
    for (const owner of owners) assert.ok(modules.has(owner), `${table}: ${owner} is a module`);
    if (owners.length > 1) assert.ok(why, `${table} says why it has ${owners.length} owners`);
  }
});

const SAVE = 'async function save(): Promise<void> {}\n';

test('a promise is never left floating', async () => {
  for (const file of [await aFileIn('mf-account/src/features', '.ts'), await aFileIn('infra/api/src/modules', '.ts')]) {
    await assertRefused(FLOATING, `${SAVE}export function onSave(): void {\n  save();\n}\n`, file, typed);
    await assertAllowed(
      FLOATING,
      `${SAVE}export async function onSave(): Promise<void> {\n  await save();\n}\n`,
      file,
      typed,
    );
    await assertAllowed(FLOATING, `${SAVE}export function onSave(): void {\n  void save();\n}\n`, file, typed);
  }
});

test('a promise is never handed where a plain value is expected', async () => {
  const page = await aFileIn('mf-account/src/features', '.tsx');
  const wrong = `${SAVE}export const Save = () => <button type="button" onClick={save}>Save</button>;\n`;
  const right = `${SAVE}export const Save = () => <button type="button" onClick={() => void save()}>Save</button>;\n`;
  await assertRefused(MISUSED, wrong, page, typed);
  await assertAllowed(MISUSED, right, page, typed);
  const service = await aFileIn('infra/api/src/modules', '.ts');
  await assertRefused(MISUSED, `${SAVE}export const saved = save() ? 'yes' : 'no';\n`, service, typed);
});
