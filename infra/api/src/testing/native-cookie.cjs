// fastify's inject() needs the `cookie` package, whose current major is an ES module. Node loads it with
// require(), but jest's module system cannot (before Node 24.9), so the API tests hand jest the module as
// Node itself loads it, from where fastify's inject library resolves it.
const { createRequire } = process.getBuiltinModule('node:module');

module.exports = createRequire(require.resolve('light-my-request'))('cookie');
