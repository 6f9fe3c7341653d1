module.exports = require('@labshop/shared-contracts/build/jest-preset').node(__dirname);
