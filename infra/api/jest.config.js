// The API's tests run against a real PostgreSQL: see src/testing/global-setup.ts.
const preset = require('@labshop/shared-contracts/jest-preset').node(__dirname, {
  globalSetup: '<rootDir>/src/testing/global-setup.ts',
  globalTeardown: '<rootDir>/src/testing/global-teardown.ts',
  testTimeout: 30000,
});

module.exports = {
  ...preset,
  moduleNameMapper: { ...preset.moduleNameMapper, '^cookie$': '<rootDir>/src/testing/native-cookie.cjs' },
};
