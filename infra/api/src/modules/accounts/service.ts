import fp from 'fastify-plugin';
import { createAdministrationService } from './service/administration';
import { createContactChangeService } from './service/contact-change';
import type { AccountsDeps } from './service/deps';
import { createDirectoryService } from './service/directory';
import { createPasswordResetService } from './service/password-reset';
import { createPatientsService } from './service/patients';
import { createProfileService } from './service/profile';
import { createRegistrationService } from './service/registration';
import { createSignInService } from './service/sign-in';

/**
 * Accounts: signing in, registering, the account's own details and contact data, the people it buys for, and what
 * the administration and other modules ask of accounts. Every read of an account's data goes through its store's
 * access rule with the caller's principal.
 */
export function createAccountsService(deps: AccountsDeps) {
  return {
    signIn: createSignInService(deps),
    registration: createRegistrationService(deps),
    passwordReset: createPasswordResetService(deps),
    profile: createProfileService(deps),
    contactChange: createContactChangeService(deps),
    patients: createPatientsService(deps),
    administration: createAdministrationService(deps),
    directory: createDirectoryService(deps),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountsService;
  }
}

export default fp(
  async function accountsService(fastify) {
    fastify.decorate(
      'accounts',
      createAccountsService({
        db: fastify.db,
        clock: fastify.clock,
        outbox: fastify.outbox,
        sessions: fastify.sessions,
        siteUrl: fastify.config.siteUrl,
        // The default collection point is the collection points' own record; accounts ask for it by service.
        defaultCollectionPoint: async (principal) => {
          if (principal.kind !== 'account') return null;
          const facilityId = await fastify.collectionPoints.defaultOf(principal);
          const point = facilityId === null ? null : await fastify.collectionPoints.findById(facilityId);
          return point ? { id: point.id, name: point.name, city: point.city.name } : null;
        },
      }),
    );
  },
  {
    name: 'accounts-service',
    dependencies: ['database', 'clock', 'config', 'messaging', 'sessions', 'collection-points-service'],
  },
);

// For the demo data, which is written before any app exists, and needs nothing but the database for these.
export { createDoctorChecks } from './service/administration';
export { createDirectoryService } from './service/directory';
export type { FoundPatient, PatientLookupPurpose } from './service/directory';
