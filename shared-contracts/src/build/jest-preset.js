// One jest setup for every package: TypeScript and JSX through SWC, CSS Modules as class-name proxies.
const path = require('node:path');

// The stand-ins for CSS, images and the jsdom setup live with the test helpers.
const TESTING = path.join(__dirname, '../testing');

const transform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

function base(dir) {
  return {
    rootDir: dir,
    displayName: path.basename(dir),
    transform,
    // shared-contracts is TypeScript source, so it is transformed like the package's own code.
    transformIgnorePatterns: ['/node_modules/(?!@labshop/)'],
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    moduleNameMapper: {
      '\\.module\\.css$': path.join(TESTING, 'class-names.js'),
      '\\.css$': path.join(TESTING, 'empty.js'),
      '\\.(png|jpe?g|svg|webp)$': path.join(TESTING, 'file-url.js'),
    },
  };
}

/** A front-end package: tests run in jsdom with jest-dom matchers. */
exports.web = (dir) => ({
  ...base(dir),
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: [path.join(TESTING, 'setup-web.ts')],
});

/** A server package: tests run in Node. */
exports.node = (dir, extra = {}) => ({ ...base(dir), testEnvironment: 'node', ...extra });
