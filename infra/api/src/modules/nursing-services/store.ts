import type { Database } from '../../db/client';
import { nursingServices } from '../../db/schema';

/** Every nursing fee with its code, as priced now. */
export async function listNursingFees(db: Database) {
  return db.select({ code: nursingServices.code, priceMinor: nursingServices.priceMinor }).from(nursingServices);
}
