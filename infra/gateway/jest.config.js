module.exports = require('@labshop/shared-contracts/jest-preset').node(__dirname);
