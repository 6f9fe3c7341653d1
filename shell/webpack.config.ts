import { createFrontEndConfig } from '@labshop/shared-contracts/build';

export default (_env: unknown, argv: { mode?: string }) =>
  createFrontEndConfig(
    {
      dir: __dirname,
      federationName: 'shell',
      cssPrefix: 'sh',
      devPort: 3100,
      title: 'Labshop',
      define: { __SHELL_BUILD_ID__: JSON.stringify(process.env.SHELL_BUILD_ID ?? `dev-${Date.now()}`) },
    },
    argv,
  );
