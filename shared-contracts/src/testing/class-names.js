// CSS Modules in tests: each class name maps to itself, so tests can still read it.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : key) });
