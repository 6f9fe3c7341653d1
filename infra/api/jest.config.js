// The API's tests run against a real PostgreSQL: see src/testing/global-setup.ts.
module.exports = require('@labshop/shared-contracts/build/jest-preset').node(__dirname, {
  globalSetup: '<rootDir>/src/testing/global-setup.ts',
  globalTeardown: '<rootDir>/src/testing/global-teardown.ts',
  testTimeout: 30000,
});
