import { AccountDoctor, DOCTOR_ACCESS_PATHS, type AccountDoctor as Doctor } from '@labshop/shared-contracts/core';
import { getApiClient } from '@labshop/shared-contracts/web';

/** Shares the result history with a doctor, or stops sharing it; also answers a doctor's request. */
export function setDoctorAccess(doctorId: string, addAccess: boolean): Promise<Doctor> {
  return getApiClient().request(DOCTOR_ACCESS_PATHS.addAccess(doctorId), {
    method: 'POST',
    body: { add_access: addAccess },
    answer: AccountDoctor,
  });
}
