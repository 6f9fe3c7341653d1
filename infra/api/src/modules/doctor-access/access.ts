import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { doctorAccess } from '../../db/schema';

/**
 * THE grant: the patient accounts whose results a doctor may read right now, those that share them with the doctor.
 * Every read of a patient's results by a doctor is decided by this one condition: `patientAccount` (the column
 * holding the results' account) is among the accounts sharing with `doctorAccountId`.
 */
export function sharedWithDoctor(doctorAccountId: string, patientAccount: SQLWrapper): SQL {
  return sql`${patientAccount} in (select ${doctorAccess.patientAccountId} from ${doctorAccess}
    where ${doctorAccess.doctorAccountId} = ${doctorAccountId} and ${doctorAccess.addAccess})`;
}
