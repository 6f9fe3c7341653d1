// Import boundaries: which code may import which. Each remote (and the shell) is built and released on its own, so it
// reaches another remote only through the event bus; a feature is mounted by its remote's app, never the other way;
// tests and their helpers never ship; and in the API a module's tables are touched only by its store.
//
// ESLint keeps one set of options per rule for a file, so every group of files below gets one
// `no-restricted-imports` entry holding all the restrictions that apply to it; the groups do not overlap.

/** The parts the gateway loads on their own: a remote never imports another's code. */
export const REMOTES = ['shell', 'mf-catalogue', 'mf-cart-checkout', 'mf-account', 'mf-doctor', 'mf-quiz'];

/** Tests, their helpers and the benches: code that never ships. */
export const TEST_CODE = [
  '**/*.test.{ts,tsx,js,mjs,cjs}',
  '**/testing/**',
  '**/*.bench.ts',
  '**/bench/**',
  'infra/e2e/**',
];

/**
 * API files that import db/schema outside a module's store.ts or store/ folder, from before the rule existed.
 * The list only shrinks: when a file's queries move into its module's store, take it off. A file not listed here
 * cannot start importing the tables.
 */
export const API_FILES_STILL_IMPORTING_DB_SCHEMA = [
  'infra/api/src/modules/collection-points/to-collection-point.ts',
  'infra/api/src/platform/attempt-delay.ts',
  'infra/api/src/platform/attempt-store.ts',
  'infra/api/src/platform/instance-secrets.ts',
  'infra/api/src/platform/messages/outbox-store.ts',
  'infra/api/src/platform/rate-limit-store.ts',
];

const CODE = '**/*.{ts,tsx,js,mjs,cjs}';

function otherRemotes(remote) {
  const others = REMOTES.filter((name) => name !== remote).join('|');
  return [
    {
      regex: `^(@labshop/|(\\.\\./)+)(${others})(/|$)`,
      message:
        "A remote never imports another remote's code: each is released on its own. Talk over the event bus, with an event declared in shared-contracts.",
    },
  ];
}

const NO_TEST_CODE = [
  {
    regex: '(^|/)testing(/|$)',
    message: 'Production code never imports a testing/ folder: test helpers do not ship.',
  },
  {
    regex: '\\.test(\\.[cm]?[jt]sx?)?$',
    message: 'Production code never imports a test file.',
  },
];

const NO_APP = [
  {
    regex: '^\\.{1,2}/(.*/)?app(/|$)',
    message: "A feature never imports its remote's app/: the app mounts the features, and they receive what they need.",
  },
];

const NO_DB_SCHEMA = [
  {
    regex: '(^|/)db/schema(/|$)',
    message:
      "Only a module's store.ts (or store/ folder) touches the tables: call the store, or another module's service.",
  },
];

const NO_OTHER_STORE = [
  {
    regex: '^(\\.\\./)+[a-z-]+/store(/|$)',
    message: "A module never reads another module's store: ask that module's service (or use its access rule).",
  },
];

function restrict(files, ignores, patterns) {
  return {
    files,
    ...(ignores.length > 0 ? { ignores } : {}),
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  };
}

function within(folder, globs) {
  return globs
    .map((glob) => (glob.startsWith('**/') ? `${folder}/${glob}` : glob))
    .filter((glob) => glob.startsWith(folder));
}

function remoteBoundaries(remote) {
  const features = `${remote}/src/features/**`;
  return [
    restrict([`${remote}/${CODE}`], [...TEST_CODE, features], [...otherRemotes(remote), ...NO_TEST_CODE]),
    restrict([`${remote}/src/features/${CODE}`], TEST_CODE, [...otherRemotes(remote), ...NO_TEST_CODE, ...NO_APP]),
    // A test may mount the whole remote (its app) to follow a journey through its routes.
    restrict(within(remote, TEST_CODE), [], otherRemotes(remote)),
  ];
}

// A module's access rule may sit beside its store (access.ts): it is the condition every store query puts in its where.
const MODULE_STORES = [
  'infra/api/src/modules/*/store.ts',
  'infra/api/src/modules/*/store/**',
  'infra/api/src/modules/*/access.ts',
];
const API_STORES = [...MODULE_STORES, 'infra/api/src/db/**'];

/** The icon set is named once in the kit (icons.ts), so each part bundles only the icons it draws. */
const ICONS_FROM_THE_KIT = {
  files: ['**/*.{ts,tsx}'],
  ignores: ['shared-contracts/src/web/ui/icons.ts'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: 'lucide-react',
            message: "Draw icons from the kit (@labshop/shared-contracts/web/ui); add a new one to the kit's icons.ts.",
          },
        ],
      },
    ],
  },
};

/** A contract's union keeps its members (the core's oneOf), so the API's description and the fingerprint see them. */
const CONTRACT_UNIONS_KEEP_THEIR_MEMBERS = {
  files: ['shared-contracts/src/core/**/*.ts'],
  ignores: ['shared-contracts/src/core/shapes/one-of.ts', ...TEST_CODE],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: "ImportDeclaration[source.value='superstruct'] > ImportSpecifier[imported.name='union']",
        message: "Declare a contract's union with oneOf (core/shapes), which keeps its members for the description.",
      },
    ],
  },
};

export default [
  ICONS_FROM_THE_KIT,
  CONTRACT_UNIONS_KEEP_THEIR_MEMBERS,
  restrict([CODE], TEST_CODE, NO_TEST_CODE),
  restrict(
    [`infra/api/src/${CODE}`],
    [...TEST_CODE, ...API_STORES, ...API_FILES_STILL_IMPORTING_DB_SCHEMA],
    [...NO_TEST_CODE, ...NO_DB_SCHEMA, ...NO_OTHER_STORE],
  ),
  restrict(MODULE_STORES, TEST_CODE, [...NO_TEST_CODE, ...NO_OTHER_STORE]),
  ...REMOTES.flatMap(remoteBoundaries),
];
