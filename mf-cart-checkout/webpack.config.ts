import { createFrontEndConfig } from '@labshop/shared-contracts/build';

export default (_env: unknown, argv: { mode?: string }) =>
  createFrontEndConfig(
    {
      dir: __dirname,
      federationName: 'mf_cart_checkout',
      cssPrefix: 'cart',
      devPort: 3102,
      title: 'Labshop cart and checkout',
      exposes: { './spa': './src/spa.tsx', './cart-sync': './src/cart-sync.ts' },
    },
    argv,
  );
