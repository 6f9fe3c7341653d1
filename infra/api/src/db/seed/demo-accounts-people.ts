import { eq } from 'drizzle-orm';
import { createDoctorChecks } from '../../modules/accounts/service';
import { ForbiddenError } from '../../platform/authorization';
import { accountPrincipal } from '../../platform/principal';
import { hashPassword } from '../../platform/passwords';
import type { Database } from '../client';
import { accountPatients, accounts } from '../schema';
import { seedId } from './seed-id';

/**
 * The one password of every demo account. It is published (README, `npm start`), which is why the accounts are
 * written only with DEMO_ACCOUNTS, on a machine where nobody's real data lives.
 */
export const DEMO_PASSWORD = 'Demo-Labshop-2026!';

export const DEMO_LOGINS = {
  patient: 'patient@labshop.test',
  doctor: 'doctor@labshop.test',
  admin: 'admin@labshop.test',
} as const;

/** The patient who shops for herself and her husband; her PESEL agrees with her date of birth and sex. */
export const DEMO_PATIENT = {
  email: DEMO_LOGINS.patient,
  phone: '600700801',
  pesel: '88031441247',
  firstName: 'Anna',
  lastName: 'Kowalska',
  birthDate: '1988-03-14',
  sex: 'f',
} as const;

/** The family member the patient added to her account. */
export const DEMO_FAMILY_MEMBER = {
  id: seedId('demo-account-patient', 'piotr-kowalski'),
  firstName: 'Piotr',
  lastName: 'Kowalski',
  pesel: '86110237756',
  birthDate: '1986-11-02',
  sex: 'm',
  ageGroup: 'adult',
} as const;

const DEMO_DOCTOR = {
  email: DEMO_LOGINS.doctor,
  phone: '600700802',
  firstName: 'Marta',
  lastName: 'Zielińska',
  pwz: '4482916',
} as const;

const DEMO_ADMIN = {
  email: DEMO_LOGINS.admin,
  phone: '600700803',
  firstName: 'Olga',
  lastName: 'Nowicka',
} as const;

export interface DemoPeople {
  patientId: string;
  doctorId: string;
  adminId: string;
}

/**
 * The three demo accounts and the patient's family member. An account already there (by e-mail) is kept as it
 * is, so a second start changes nothing and a password someone changed stays changed.
 */
export async function seedDemoPeople(db: Database): Promise<DemoPeople> {
  const patientId = await ensureAccount(db, { ...DEMO_PATIENT, roles: ['patient'] });
  await db
    .insert(accountPatients)
    .values({ ...DEMO_FAMILY_MEMBER, accountId: patientId })
    .onConflictDoNothing();

  // A doctor registers as a patient with a licence number and waits; the check adds the doctor role.
  const doctorId = await ensureAccount(db, { ...DEMO_DOCTOR, roles: ['patient'], doctorVerification: 'pending' });
  const adminId = await ensureAccount(db, { ...DEMO_ADMIN, roles: ['patient', 'admin'] });
  // The administrator checks the licence number, as the administration's screen does.
  await createDoctorChecks({ db })
    .settleDoctor(accountPrincipal(adminId, 'admin'), doctorId, 'verified')
    .catch((error: unknown) => {
      // Checked on an earlier start: nothing waits any more.
      if (!(error instanceof ForbiddenError)) throw error;
    });
  return { patientId, doctorId, adminId };
}

type NewAccount = Omit<typeof accounts.$inferInsert, 'passwordHash'> & { email: string };

async function ensureAccount(db: Database, account: NewAccount): Promise<string> {
  const existing = await accountIdByEmail(db, account.email);
  if (existing !== null) return existing;
  await db
    .insert(accounts)
    .values({ ...account, passwordHash: await hashPassword(DEMO_PASSWORD) })
    .onConflictDoNothing();
  const created = await accountIdByEmail(db, account.email);
  if (created === null)
    throw new Error(`The demo account ${account.email} could not be written: its phone number is taken`);
  return created;
}

async function accountIdByEmail(db: Database, email: string): Promise<string | null> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
  return row?.id ?? null;
}
