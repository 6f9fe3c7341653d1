// Who may import which entry of shared-contracts. The core entry must load on the server with nothing of the
// browser's; the servers take only the core entry, so a shape import never drags React or RxJS into them; test
// helpers stay out of what a visitor downloads; and inside the package one entry reaches another by its package
// name (and the front end imports the core entry whole), so a page keeps one shared copy of each entry instead of
// a second one bundled through a relative path or a deep import.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CONTRACTS_SRC = path.join(REPO_ROOT, 'shared-contracts/src');
const PACKAGE = '@labshop/shared-contracts';
// The web entry has two stateless sub-entries, bundled by each part, beside its shared stateful part.
const ENTRIES = ['core', 'web/ui', 'web/remote-kit', 'web', 'build', 'testing'];

/** Files that exist only for tests: the tests themselves and the factories and helpers they share. */
export const TEST_FILES = [
  '**/*.test.{ts,tsx,js,mjs}',
  '**/testing/**',
  '**/*factories.{ts,tsx}',
  '**/*-test-data.{ts,tsx}',
  'infra/e2e/**',
];

const BROWSER_LIBRARIES =
  /^(react|react-dom|react-router|react-router-dom|rxjs|webpack|webpack-dev-server|html-webpack-plugin|@module-federation\/.*|single-spa.*|mobx.*)(\/.*)?$/;

/** The entry (or sub-entry, `web/ui`) of shared-contracts a path lies in, or null. */
function entryFolderOf(file) {
  const relative = path.relative(CONTRACTS_SRC, file).split(path.sep).join('/');
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return ENTRIES.find((entry) => relative === entry || relative.startsWith(`${entry}/`)) ?? null;
}

/** The shared-contracts entry a specifier names (`core`, `web`…), for a package specifier or a relative path. */
function entryNamed(specifier, fromFile) {
  if (specifier === PACKAGE) return 'root';
  if (specifier.startsWith(`${PACKAGE}/`)) return specifier.slice(PACKAGE.length + 1).split('/')[0];
  if (specifier.startsWith('.')) return entryFolderOf(path.resolve(path.dirname(fromFile), specifier))?.split('/')[0];
  return null;
}

/** Calls `check(specifier, node)` for every import, re-export, dynamic import and require of a file. */
function visitSpecifiers(context, check) {
  const visit = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node.source.value, node.source);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
    CallExpression(node) {
      const [first] = node.arguments;
      if (node.callee.type === 'Identifier' && node.callee.name === 'require' && first?.type === 'Literal') {
        if (typeof first.value === 'string') check(first.value, first);
      }
    },
  };
}

const fileOf = (context) => context.filename ?? context.getFilename();

/** The core entry: plain data and pure rules, nothing of the browser, no other entry. */
const coreStaysPlain = {
  meta: { type: 'problem', schema: [], messages: { forbidden: '{{why}}' } },
  create(context) {
    const file = fileOf(context);
    return visitSpecifiers(context, (specifier, node) => {
      const entry = entryNamed(specifier, file);
      let why = null;
      if (BROWSER_LIBRARIES.test(specifier)) {
        why = `The core entry of shared-contracts runs on the server too: it must not import '${specifier}'.`;
      } else if (entry && entry !== 'core') {
        why = `The core entry of shared-contracts must not import its ${entry} entry ('${specifier}'); move what both need into core.`;
      }
      if (why) context.report({ node, messageId: 'forbidden', data: { why } });
    });
  },
};

/** The servers import shared-contracts through its core entry only (and, in tests, the testing entry). */
const serverUsesCore = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', properties: { allowTesting: { type: 'boolean' } }, additionalProperties: false }],
    messages: { forbidden: '{{why}}' },
  },
  create(context) {
    const allowTesting = context.options[0]?.allowTesting === true;
    return visitSpecifiers(context, (specifier, node) => {
      if (specifier !== PACKAGE && !specifier.startsWith(`${PACKAGE}/`)) return;
      const entry = entryNamed(specifier, fileOf(context));
      if (entry === 'core' || (allowTesting && entry === 'testing')) return;
      const why = `The API, the gateway and the realtime server import shared-contracts only through '${PACKAGE}/core'${
        allowTesting ? ` (and '${PACKAGE}/testing' in tests)` : ''
      }, never '${specifier}'.`;
      context.report({ node, messageId: 'forbidden', data: { why } });
    });
  },
};

/** What a visitor downloads or a server runs never holds test helpers. */
const noTestingInProduction = {
  meta: { type: 'problem', schema: [], messages: { forbidden: '{{why}}' } },
  create(context) {
    const file = fileOf(context);
    return visitSpecifiers(context, (specifier, node) => {
      if (entryNamed(specifier, file) !== 'testing') return;
      const why = `'${specifier}' is the testing entry of shared-contracts: only tests and their factories import it.`;
      context.report({ node, messageId: 'forbidden', data: { why } });
    });
  },
};

/** Inside shared-contracts, one entry reaches another by package name, so a page keeps one copy of each. */
const entriesByName = {
  meta: { type: 'problem', schema: [], messages: { forbidden: '{{why}}' } },
  create(context) {
    const file = fileOf(context);
    const own = entryFolderOf(file);
    return visitSpecifiers(context, (specifier, node) => {
      if (!specifier.startsWith('.')) return;
      const entry = entryFolderOf(path.resolve(path.dirname(file), specifier));
      if (!own || !entry || entry === own) return;
      const why = `Import '${PACKAGE}/${entry}' instead of '${specifier}': a relative path bundles a second copy of the ${entry} entry.`;
      context.report({ node, messageId: 'forbidden', data: { why } });
    });
  },
};

/** The front end imports the core entry whole: the page shares it as one copy, a deep import would bundle another. */
const frontEndSharesCore = {
  meta: { type: 'problem', schema: [], messages: { forbidden: '{{why}}' } },
  create(context) {
    return visitSpecifiers(context, (specifier, node) => {
      if (!specifier.startsWith(`${PACKAGE}/core/`)) return;
      const why = `Import '${PACKAGE}/core' instead of '${specifier}': a page shares the core entry as one copy, and a deep import bundles a second.`;
      context.report({ node, messageId: 'forbidden', data: { why } });
    });
  },
};

const plugin = {
  meta: { name: 'labshop-contracts' },
  rules: {
    'core-stays-plain': coreStaysPlain,
    'server-uses-core': serverUsesCore,
    'no-testing-in-production': noTestingInProduction,
    'entries-by-name': entriesByName,
    'front-end-shares-core': frontEndSharesCore,
  },
};

const SOURCES = '**/*.{ts,tsx,js,mjs,cjs}';
const SERVERS = ['infra/api', 'infra/gateway', 'infra/realtime'];

export const contractsBoundaries = [
  {
    files: [SOURCES],
    plugins: { 'labshop-contracts': plugin },
  },
  {
    files: ['shared-contracts/src/core/**'],
    rules: { 'labshop-contracts/core-stays-plain': 'error' },
  },
  {
    files: ['shared-contracts/src/**'],
    rules: { 'labshop-contracts/entries-by-name': 'error' },
  },
  {
    files: ['shell/src/**', 'mf-*/src/**', 'shared-contracts/src/web/**', 'shared-contracts/src/testing/**'],
    rules: { 'labshop-contracts/front-end-shares-core': 'error' },
  },
  {
    files: SERVERS.map((dir) => `${dir}/${SOURCES}`),
    // Jest configs take the build entry's preset: configuration of the test runner, not server code.
    ignores: ['**/jest.config.js'],
    rules: { 'labshop-contracts/server-uses-core': 'error' },
  },
  {
    files: SERVERS.flatMap((dir) => TEST_FILES.map((glob) => `${dir}/${glob}`)),
    rules: { 'labshop-contracts/server-uses-core': ['error', { allowTesting: true }] },
  },
  {
    files: [SOURCES],
    ignores: TEST_FILES,
    rules: { 'labshop-contracts/no-testing-in-production': 'error' },
  },
];
