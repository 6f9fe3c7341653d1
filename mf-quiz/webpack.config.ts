import { createFrontEndConfig } from '@labshop/shared-contracts/build';

export default (_env: unknown, argv: { mode?: string }) =>
  createFrontEndConfig(
    {
      dir: __dirname,
      federationName: 'mf_quiz',
      cssPrefix: 'quiz',
      devPort: 3105,
      title: 'Labshop quiz',
      exposes: { './spa': './src/spa.tsx', './quiz-modals': './src/quiz-modals.ts' },
    },
    argv,
  );
