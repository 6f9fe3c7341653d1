module.exports = require('@labshop/shared-contracts/build/jest-preset').web(__dirname);
