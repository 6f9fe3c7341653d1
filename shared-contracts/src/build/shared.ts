import { createRequire } from 'node:module';
import { CONTRACTS_VERSION } from './contracts-package';

/**
 * The libraries every part of the page must share one copy of. React and the router break with two
 * copies; the event bus, MobX and RxJS lose state with two copies. react-final-form keeps a form in React context, so
 * the form a remote draws and the contracts' form fields bound to it must reach the same copy, whichever part of the
 * page loaded it first. Versions come from one table.
 */
export const SHARED_SINGLETONS = {
  react: '^19.3.1',
  'react/jsx-runtime': '^19.3.1',
  'react-dom': '^19.3.1',
  'react-dom/client': '^19.3.1',
  'react-router-dom': '^7.18.5',
  mobx: '^7.1.3',
  'mobx-react-lite': '^5.1.0',
  rxjs: '^7.8.2',
  'final-form': '^5.0.1',
  'react-final-form': '^7.0.1',
  'single-spa': '^6.0.3',
  // The contracts are shared entry by entry: the core entry (shapes, rules, the API's error class) and the
  // web entry (the event bus, the API client, the UI and remote kits). The build and testing entries never
  // reach a page.
  '@labshop/shared-contracts/core': `^${CONTRACTS_VERSION}`,
  '@labshop/shared-contracts/web': `^${CONTRACTS_VERSION}`,
} as const;

export interface SharedConfigEntry {
  singleton: true;
  requiredVersion: string;
  /** The version this build provides, when webpack would not find it itself. */
  version?: string;
  eager?: boolean;
}

/**
 * Libraries whose built files sit beside a package.json of their own without a version (react-final-form's dist
 * folder has one): webpack would take that one and provide the library as version 0, which every other part of the
 * page then refuses with a warning. Their version is read from the library's own package.json instead.
 */
const NESTED_PACKAGE_JSON = ['react-final-form'];

const requireFromBuild = createRequire(__filename);

function installedVersion(name: string): string {
  return (requireFromBuild(`${name}/package.json`) as { version: string }).version;
}

/** The `shared` section of every Module Federation config. Remotes never share eagerly. */
export function createSharedConfig(): Record<string, SharedConfigEntry> {
  return Object.fromEntries(
    Object.entries(SHARED_SINGLETONS).map(([name, requiredVersion]) => [
      name,
      {
        singleton: true,
        requiredVersion,
        ...(NESTED_PACKAGE_JSON.includes(name) ? { version: installedVersion(name) } : {}),
      },
    ]),
  );
}
