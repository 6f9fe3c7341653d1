import { createFrontEndConfig } from '@labshop/shared-contracts/build';

export default (_env: unknown, argv: { mode?: string }) =>
  createFrontEndConfig(
    {
      dir: __dirname,
      federationName: 'mf_catalogue',
      cssPrefix: 'cat',
      devPort: 3101,
      title: 'Labshop catalogue',
      exposes: { './spa': './src/spa.tsx', './catalogue-modals': './src/catalogue-modals.ts' },
    },
    argv,
  );
