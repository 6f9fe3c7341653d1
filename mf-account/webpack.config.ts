import { createFrontEndConfig } from '@labshop/shared-contracts/build';

export default (_env: unknown, argv: { mode?: string }) =>
  createFrontEndConfig(
    {
      dir: __dirname,
      federationName: 'mf_account',
      cssPrefix: 'acc',
      devPort: 3103,
      title: 'Labshop account',
      exposes: { './spa': './src/spa.tsx', './account-modals': './src/account-modals.ts' },
    },
    argv,
  );
