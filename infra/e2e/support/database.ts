import { Client } from 'pg';
import { E2E_DATABASE_URL } from './environment';

/**
 * Runs some statements on the end-to-end run's own database, for what no screen does yet (staff work, a lab's
 * registration, an order paid long ago).
 */
export async function withDatabase<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: E2E_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
