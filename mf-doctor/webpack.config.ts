import { createFrontEndConfig } from '@labshop/shared-contracts/build';

export default (_env: unknown, argv: { mode?: string }) =>
  createFrontEndConfig(
    {
      dir: __dirname,
      federationName: 'mf_doctor',
      cssPrefix: 'doc',
      devPort: 3104,
      title: 'Labshop doctors',
      exposes: { './spa': './src/spa.tsx' },
    },
    argv,
  );
