import fp from 'fastify-plugin';
import type { NursingServicesAnswer } from '@labshop/shared-contracts/core/api/locations';
import type { Database } from '../../db/client';
import { listNursingFees } from './store';

type NursingCode = keyof NursingServicesAnswer;

export function createNursingServicesService(db: Database) {
  return {
    async currentPrices(): Promise<NursingServicesAnswer> {
      const rows = await listNursingFees(db);
      const priceOf = (code: NursingCode) => {
        const row = rows.find((candidate) => candidate.code === code);
        // Every cart price depends on these fees; answering without one would make carts wrong silently.
        if (!row) throw new Error(`The nursing service price '${code}' is missing from the database`);
        return { price: row.priceMinor };
      };
      return {
        covid_nursing_service: priceOf('covid_nursing_service'),
        nursing_service: priceOf('nursing_service'),
        mobile_nursing_service: priceOf('mobile_nursing_service'),
      };
    },
  };
}

export type NursingServicesService = ReturnType<typeof createNursingServicesService>;

declare module 'fastify' {
  interface FastifyInstance {
    nursingServices: NursingServicesService;
  }
}

export default fp(
  async function nursingServicesService(fastify) {
    fastify.decorate('nursingServices', createNursingServicesService(fastify.db));
  },
  { name: 'nursing-services-service', dependencies: ['database'] },
);
