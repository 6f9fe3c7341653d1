module.exports = require('@labshop/shared-contracts/jest-preset').web(__dirname);
