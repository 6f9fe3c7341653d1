import { registerLab } from '../modules/lab-delivery/store/labs';
import { readConfig } from '../platform/config';
import { openDatabase } from './open-database';

const USAGE = 'Usage: npm run lab:register -w @labshop/api -- <code> <name>';

/**
 * Registers a laboratory that may deliver results to POST /api/lab/results and prints its API key. The key is
 * shown this once: only its hash is stored. Exit code 0: registered; 2: the command was not understood.
 */
async function main(args: string[]): Promise<number> {
  const [code, ...nameParts] = args;
  const name = nameParts.join(' ').trim();
  if (code === undefined || !/^[a-z0-9-]{2,40}$/u.test(code) || name === '') {
    console.error(USAGE);
    return 2;
  }
  const database = await openDatabase(readConfig());
  try {
    const { lab, apiKey } = await registerLab(database.db, { code, name });
    console.log(`Registered ${lab.name} (${lab.code}). Its API key, shown only now:\n${apiKey}`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
