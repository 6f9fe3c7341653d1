// Runs drizzle-kit so that it finds this package's drizzle-orm. npm installs drizzle-kit at the repository root
// but drizzle-orm under infra/api, and drizzle-kit looks drizzle-orm up from its own folder (by require and
// by import), so both lookups are pointed here. Arguments are passed on: `node scripts/drizzle-kit.mjs generate`.
import { createRequire, register } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const packageModules = path.join(packageDir, 'node_modules');

process.env.NODE_PATH = [packageModules, process.env.NODE_PATH].filter(Boolean).join(path.delimiter);
createRequire(import.meta.url)('node:module')._initPaths();

const resolveHook = `
  import { createRequire } from 'node:module';
  import { pathToFileURL } from 'node:url';
  const requireFromPackage = createRequire(${JSON.stringify(path.join(packageDir, 'package.json'))});
  export async function resolve(specifier, context, next) {
    if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
      return { url: pathToFileURL(requireFromPackage.resolve(specifier)).href, shortCircuit: true };
    }
    return next(specifier, context);
  }
`;
register(`data:text/javascript,${encodeURIComponent(resolveHook)}`);

const requireFromPackage = createRequire(path.join(packageDir, 'package.json'));
requireFromPackage(path.join(path.dirname(requireFromPackage.resolve('drizzle-kit')), 'bin.cjs'));
