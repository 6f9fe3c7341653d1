module.exports = require('./src/build/jest-preset').web(__dirname);
