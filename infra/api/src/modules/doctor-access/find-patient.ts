import { and, eq, ne } from 'drizzle-orm';
import {
  normalisePesel,
  normalisePhone,
  validatePesel,
  validatePeselOrPhone,
  validatePhone,
} from '@labshop/shared-contracts';
import type { AccessRequestBody } from '@labshop/shared-contracts/api/doctor-access';
import type { Database } from '../../db/client';
import { accounts } from '../../db/schema';
import { ValidationError, type FieldErrors } from '../../platform/errors';

/**
 * The patient account a doctor names by PESEL or by phone, checked by the shop's own rules first (422 by field);
 * null when nobody has it. A doctor cannot ask for their own results.
 */
export async function findPatientAccount(db: Database, doctorAccountId: string, body: AccessRequestBody) {
  const errors: FieldErrors = {};
  const either = validatePeselOrPhone(body);
  if (either !== null) errors.pesel = [either];
  const pesel = body.pesel?.trim() ? normalisePesel(body.pesel) : null;
  const phone = pesel === null && body.phone?.trim() ? normalisePhone(body.phone) : null;
  const peselError = pesel === null ? null : validatePesel(pesel);
  if (peselError !== null) errors.pesel = [peselError];
  const phoneError = phone === null ? null : validatePhone(phone);
  if (phoneError !== null) errors.phone = [phoneError];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  const [patient] = await db
    .select({ id: accounts.id, firstName: accounts.firstName, lastName: accounts.lastName })
    .from(accounts)
    .where(
      and(
        pesel === null ? eq(accounts.phone, phone ?? '') : eq(accounts.pesel, pesel),
        eq(accounts.status, 'active'),
        ne(accounts.id, doctorAccountId),
      ),
    );
  return patient ?? null;
}
