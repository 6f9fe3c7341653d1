import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client';
import { instanceSecrets } from '../db/schema';
import type { AppConfig } from './config';

/** The signing secrets the API can make for itself when the operator leaves them unset. */
const SELF_MADE_SECRETS = ['paymentSecret', 'orderTokenSecret', 'captchaSecret'] as const;

/**
 * Fills each unset secret from the database, making it on first use. The insert is first-writer-wins, so
 * instances starting together still end up with one value.
 */
export async function fillUnsetSecrets(db: Database, config: AppConfig): Promise<void> {
  for (const name of SELF_MADE_SECRETS) {
    if (config[name] !== '') continue;
    await db
      .insert(instanceSecrets)
      .values({ name, value: randomBytes(32).toString('hex') })
      .onConflictDoNothing();
    const [stored] = await db.select().from(instanceSecrets).where(eq(instanceSecrets.name, name));
    if (!stored) throw new Error(`The ${name} could not be kept in the database`);
    config[name] = stored.value;
  }
}

/**
 * Runs before any service reads the configuration, so services only ever see the final secrets. The API still
 * starts while the database is away (its health check says so); the secrets are then this run's own, with a
 * warning, as the links they sign could not be stored either.
 */
export default fp(
  async function instanceSecretsPlugin(fastify) {
    try {
      await fillUnsetSecrets(fastify.db, fastify.config);
    } catch (error) {
      fastify.log.warn({ err: error }, 'Signing secrets could not be kept in the database; this run uses its own');
      for (const name of SELF_MADE_SECRETS) {
        if (fastify.config[name] === '') fastify.config[name] = randomBytes(32).toString('hex');
      }
    }
  },
  { name: 'instance-secrets', dependencies: ['config', 'database'] },
);
