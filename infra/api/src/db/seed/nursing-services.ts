import { nursingServices } from '../schema';
import type { DatabaseExecutor } from '../client';
import { upsertChanges } from './upsert';

/** The three nursing fees, by the codes the front end reads them under. */
export const DEMO_NURSING_SERVICES = [
  { code: 'nursing_service', name: 'Sample collection by a nurse', priceMinor: 1500 },
  { code: 'covid_nursing_service', name: 'Covid swab by a nurse', priceMinor: 4900 },
  { code: 'mobile_nursing_service', name: 'Home visit by a nurse', priceMinor: 6900 },
] as const;

export async function seedNursingServices(db: DatabaseExecutor): Promise<void> {
  await db
    .insert(nursingServices)
    .values([...DEMO_NURSING_SERVICES])
    .onConflictDoUpdate({ target: nursingServices.code, ...upsertChanges(nursingServices) });
}
