// Each boundary of shared-contracts' entries, proven by linting a deliberately wrong import (and a right one)
// through the repository's real lint configuration.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The boundaries need no types, so the snippets may name files that do not exist: the rules that read types are off.
const eslint = new ESLint({
  cwd: REPO_ROOT,
  overrideConfigFile: path.join(REPO_ROOT, 'infra/lint/eslint.config.mjs'),
  overrideConfig: {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: false } },
    rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
  },
});

/** The messages of the contracts' boundary rules for `code` as if it were the file at `file`. */
async function boundaryErrors(file, code) {
  const [result] = await eslint.lintText(`${code}\nexport const used = 1;\n`, { filePath: path.join(REPO_ROOT, file) });
  const fatal = result.messages.find((message) => message.fatal);
  assert.equal(fatal, undefined, `${file} could not be linted: ${fatal?.message}`);
  return result.messages.filter((message) => message.ruleId?.startsWith('labshop-contracts/'));
}

async function expectRefused(file, code, rule, wording) {
  const errors = await boundaryErrors(file, code);
  const error = errors.find((message) => message.ruleId === `labshop-contracts/${rule}`);
  assert.ok(error, `expected ${rule} to refuse ${code} in ${file}, got ${JSON.stringify(errors)}`);
  assert.equal(error.severity, 2);
  assert.match(error.message, wording);
}

async function expectAllowed(file, code) {
  assert.deepEqual(await boundaryErrors(file, code), []);
}

describe('the core entry stays plain', () => {
  const file = 'shared-contracts/src/core/domain/example.ts';

  test('refuses React, react-dom, the router, RxJS and webpack', async () => {
    for (const library of ['react', 'react-dom/client', 'react-router-dom', 'rxjs', 'rxjs/operators', 'webpack']) {
      await expectRefused(file, `import '${library}';`, 'core-stays-plain', /runs on the server too/);
    }
  });

  test('refuses the web, build and testing entries, by name or by relative path', async () => {
    await expectRefused(
      file,
      "import { getEventBus } from '@labshop/shared-contracts/web';",
      'core-stays-plain',
      /web entry/,
    );
    await expectRefused(
      file,
      "import { SHARED_SINGLETONS } from '@labshop/shared-contracts/build';",
      'core-stays-plain',
      /build entry/,
    );
    await expectRefused(
      file,
      "import { mockApi } from '@labshop/shared-contracts/testing';",
      'core-stays-plain',
      /testing entry/,
    );
    const relative = await boundaryErrors(file, "import { getEventBus } from '../../web/events/bus';");
    assert.deepEqual(relative.map((error) => error.ruleId).sort(), [
      'labshop-contracts/core-stays-plain',
      'labshop-contracts/entries-by-name',
    ]);
  });

  test('accepts superstruct and its own modules', async () => {
    await expectAllowed(file, "import { object } from 'superstruct';\nimport { MARKET } from '../domain/market';");
  });
});

describe('inside shared-contracts, entries reach each other by package name', () => {
  test('refuses a relative path from web into core', async () => {
    await expectRefused(
      'shared-contracts/src/web/ui/example.tsx',
      "import { MARKET } from '../../core/domain/market';",
      'entries-by-name',
      /Import '@labshop\/shared-contracts\/core'/,
    );
  });

  test('refuses a relative path from the UI kit into the shared web entry', async () => {
    await expectRefused(
      'shared-contracts/src/web/ui/example.tsx',
      "import { getEventBus } from '../events/bus';",
      'entries-by-name',
      /Import '@labshop\/shared-contracts\/web'/,
    );
  });

  test('accepts the package name, and relative paths within one entry', async () => {
    await expectAllowed(
      'shared-contracts/src/web/ui/example.tsx',
      "import { MARKET } from '@labshop/shared-contracts/core';\nimport { getEventBus } from '@labshop/shared-contracts/web';\nimport { Button } from './button';",
    );
  });
});

describe('the servers import the core entry only', () => {
  for (const file of [
    'infra/api/src/modules/example.ts',
    'infra/gateway/src/example.ts',
    'infra/realtime/src/example.ts',
  ]) {
    test(`${file} refuses the web and build entries and the old root`, async () => {
      for (const specifier of [
        '@labshop/shared-contracts/web',
        '@labshop/shared-contracts/build',
        '@labshop/shared-contracts',
      ]) {
        await expectRefused(
          file,
          `import { x } from '${specifier}';`,
          'server-uses-core',
          /only through '@labshop\/shared-contracts\/core'/,
        );
      }
    });

    test(`${file} accepts the core entry and a core API module`, async () => {
      await expectAllowed(
        file,
        "import { MARKET } from '@labshop/shared-contracts/core';\nimport { PlaceOrderRequest } from '@labshop/shared-contracts/core/api/orders';",
      );
    });
  }

  test('a server test may import the testing entry, and still not the web entry', async () => {
    const file = 'infra/api/src/modules/example.test.ts';
    await expectAllowed(file, "import { createItemAttributes } from '@labshop/shared-contracts/testing';");
    await expectRefused(
      file,
      "import { getEventBus } from '@labshop/shared-contracts/web';",
      'server-uses-core',
      /in tests/,
    );
  });
});

describe('production code never imports the testing entry', () => {
  test('refuses it in a shell or remote source file', async () => {
    for (const file of ['shell/src/app/example.tsx', 'mf-catalogue/src/features/example.ts']) {
      await expectRefused(
        file,
        "import { mockApi } from '@labshop/shared-contracts/testing';",
        'no-testing-in-production',
        /only tests/,
      );
    }
  });

  test('refuses it in server code too', async () => {
    const errors = await boundaryErrors(
      'infra/api/src/modules/example.ts',
      "import { mockApi } from '@labshop/shared-contracts/testing';",
    );
    assert.ok(errors.some((error) => error.ruleId === 'labshop-contracts/no-testing-in-production'));
  });

  test('accepts it in tests and in the factories they share', async () => {
    for (const file of [
      'shell/src/app/example.test.tsx',
      'mf-catalogue/src/lib/detail-factories.ts',
      'mf-account/src/features/results/testing/helpers.ts',
    ]) {
      await expectAllowed(file, "import { mockApi } from '@labshop/shared-contracts/testing';");
    }
  });
});

describe('the front end imports the core entry whole', () => {
  test('refuses a deep import of one API module in a remote', async () => {
    await expectRefused(
      'mf-cart-checkout/src/features/example.ts',
      "import { PlaceOrderRequest } from '@labshop/shared-contracts/core/api/orders';",
      'front-end-shares-core',
      /shares the core entry as one copy/,
    );
  });

  test('accepts the core entry', async () => {
    await expectAllowed(
      'mf-cart-checkout/src/features/example.ts',
      "import { PlaceOrderRequest } from '@labshop/shared-contracts/core';",
    );
  });
});
