import { and, asc, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database, DatabaseExecutor } from '../../../db/client';
import { preparedOnce } from '../../../db/prepared-once';
import { accounts } from '../../../db/schema';
import type { Principal } from '../../../platform/principal';
import { accountVisibleTo, findableByDoctor } from './access';

export type AccountRow = typeof accounts.$inferSelect;
export type NewAccount = typeof accounts.$inferInsert;
/** What may change on an account; its id and its creation never do. */
export type AccountChange = Partial<Omit<NewAccount, 'id' | 'createdAt'>>;

/** The account, when the principal may see it; null otherwise, as if there were none. */
export async function findAccount(
  db: DatabaseExecutor,
  principal: Principal,
  accountId: string,
): Promise<AccountRow | null> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, accountId), accountVisibleTo(principal)));
  return row ?? null;
}

/** Changes the account when the principal may; the account as it is now, or null as if there were none. */
export async function updateAccount(
  db: DatabaseExecutor,
  principal: Principal,
  accountId: string,
  change: AccountChange,
): Promise<AccountRow | null> {
  const [row] = await db
    .update(accounts)
    .set(change)
    .where(and(eq(accounts.id, accountId), accountVisibleTo(principal)))
    .returning();
  return row ?? null;
}

/**
 * The account a login names, by e-mail or phone. Logging in is how a caller becomes a principal, so this read takes
 * none: only the password check that follows decides what the caller learns of it.
 */
export async function findAccountByLogin(db: Database, email: string, phone: string): Promise<AccountRow | null> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(or(eq(accounts.email, email), eq(accounts.phone, phone)));
  return row ?? null;
}

/** The account using an e-mail address, for a password reset link: nobody is signed in yet, the link proves who. */
export async function findAccountByEmail(db: Database, email: string): Promise<AccountRow | null> {
  const [row] = await db.select().from(accounts).where(eq(accounts.email, email));
  return row ?? null;
}

/** A new account, written when a registration's code came back. */
export async function insertAccount(db: Database, values: NewAccount): Promise<AccountRow> {
  const [row] = await db.insert(accounts).values(values).returning();
  if (!row) throw new Error('The account was not created');
  return row;
}

export type IdentityField = 'email' | 'phone' | 'pesel';
type IdentityOwner = Pick<AccountRow, 'id' | 'email' | 'phone' | 'pesel'>;

/**
 * The accounts (other than `exceptAccountId`) already holding any of the values: the 'already taken' check of a
 * registration or a contact change, answered only after its limits counted it.
 */
export async function holdersOf(
  db: Database,
  values: Partial<Record<IdentityField, string>>,
  exceptAccountId: string | null,
): Promise<IdentityOwner[]> {
  const fields = (Object.keys(values) as IdentityField[]).filter((field) => values[field] !== undefined);
  const anyOfThem = or(...fields.map((field) => eq(accounts[field], values[field] ?? '')));
  if (anyOfThem === undefined) return [];
  return db
    .select({ id: accounts.id, email: accounts.email, phone: accounts.phone, pesel: accounts.pesel })
    .from(accounts)
    .where(and(anyOfThem, exceptAccountId === null ? undefined : ne(accounts.id, exceptAccountId)));
}

/** The patient a doctor names by exact PESEL or phone, when the doctor may find them; null otherwise. */
export async function findPatientByIdentity(
  db: Database,
  principal: Principal,
  identity: { pesel: string } | { phone: string },
): Promise<Pick<AccountRow, 'id' | 'firstName' | 'lastName'> | null> {
  const [row] = await db
    .select({ id: accounts.id, firstName: accounts.firstName, lastName: accounts.lastName })
    .from(accounts)
    .where(
      and(
        'pesel' in identity ? eq(accounts.pesel, identity.pesel) : eq(accounts.phone, identity.phone),
        findableByDoctor(principal),
      ),
    );
  return row ?? null;
}

/**
 * Accounts the principal may see, newest first: for an administrator, those matching the search (by e-mail, phone
 * or the start of the surname; every account without one).
 */
export async function searchAccounts(
  db: Database,
  principal: Principal,
  search: { email: string; phone: string; surnameStart: string } | null,
  limit: number,
): Promise<AccountRow[]> {
  const matching =
    search === null
      ? undefined
      : or(
          eq(accounts.email, search.email),
          eq(accounts.phone, search.phone),
          ilike(accounts.lastName, `${search.surnameStart.replace(/[\\%_]/g, (character) => `\\${character}`)}%`),
        );
  return db
    .select()
    .from(accounts)
    .where(and(matching, accountVisibleTo(principal)))
    .orderBy(desc(accounts.createdAt))
    .limit(limit);
}

/** Doctors whose licence number waits for a check, the longest waiting first, among the accounts the principal sees. */
export async function pendingDoctorAccounts(db: Database, principal: Principal): Promise<AccountRow[]> {
  return db
    .select()
    .from(accounts)
    .where(and(eq(accounts.doctorVerification, 'pending'), accountVisibleTo(principal)))
    .orderBy(asc(accounts.createdAt), asc(accounts.id));
}

/**
 * Settles a doctor's licence check: verified adds the doctor role, rejected takes it away. Only an account still
 * waiting changes; false otherwise.
 */
export async function settleDoctorCheck(
  db: DatabaseExecutor,
  principal: Principal,
  accountId: string,
  verdict: 'verified' | 'rejected',
): Promise<boolean> {
  const roles: SQL =
    verdict === 'verified'
      ? sql`array_append(array_remove(${accounts.roles}, 'doctor'), 'doctor')`
      : sql`array_remove(${accounts.roles}, 'doctor')`;
  const updated = await db
    .update(accounts)
    .set({ doctorVerification: verdict, roles })
    .where(and(eq(accounts.id, accountId), eq(accounts.doctorVerification, 'pending'), accountVisibleTo(principal)))
    .returning({ id: accounts.id });
  return updated.length > 0;
}

/**
 * A doctor gave a new licence number: the account keeps it and waits for an administrator to check it again, as at
 * registration (the doctor role stays, and the check's verdict settles it as ever). Only the account itself
 * changes, and only when the number is new; false otherwise.
 */
export async function askLicenceCheckAgain(db: Database, accountId: string, pwz: string): Promise<boolean> {
  const updated = await db
    .update(accounts)
    .set({ pwz, doctorVerification: 'pending' })
    .where(and(eq(accounts.id, accountId), sql`${accounts.pwz} is distinct from ${pwz}`))
    .returning({ id: accounts.id });
  return updated.length > 0;
}

export interface PersonName {
  firstName: string;
  lastName: string;
}

/** The names of the accounts, by id: how one side of a sharing or a referral sees the other. */
export async function namesOf(db: Database, accountIds: readonly string[]): Promise<Map<string, PersonName>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .select({ id: accounts.id, firstName: accounts.firstName, lastName: accounts.lastName })
    .from(accounts)
    .where(inArray(accounts.id, [...accountIds]));
  return new Map(rows.map(({ id, ...name }) => [id, name]));
}

/** The account holder as a person is named on orders (name, PESEL, date of birth); null when there is no account. */
export async function personDetailsOf(
  db: Database,
  accountId: string,
): Promise<{ firstName: string; lastName: string; pesel: string | null; birthDate: string | null } | null> {
  const [row] = await db
    .select({
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      pesel: accounts.pesel,
      birthDate: accounts.birthDate,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row ?? null;
}

/** The full name of a doctor's account: a doctor is named to the patients they deal with. Null for anyone else. */
export async function doctorNameOf(db: Database, accountId: string): Promise<string | null> {
  const [row] = await db
    .select({ firstName: accounts.firstName, lastName: accounts.lastName })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), sql`'doctor' = any(${accounts.roles})`));
  return row ? `${row.firstName} ${row.lastName}` : null;
}

/** Whether a doctor's licence number has been checked: accounts made doctors by the shop itself count as checked. */
export function licenceChecked(verification: AccountRow['doctorVerification']): boolean {
  return verification === null || verification === 'verified';
}

/**
 * Whether the principal, acting as a doctor, has had its licence number checked: as the request's session read it,
 * when it did, otherwise from the account.
 */
export async function isVerifiedDoctor(db: Database, principal: Principal): Promise<boolean> {
  if (principal.kind !== 'account' || principal.role !== 'doctor') return false;
  if (principal.verifiedDoctor !== undefined) return principal.verifiedDoctor;
  const [verified] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.id, principal.accountId),
        or(isNull(accounts.doctorVerification), eq(accounts.doctorVerification, 'verified')),
      ),
    );
  return verified !== undefined;
}

/**
 * Where the principal's own doctor registration stands, with the licence number it gave, and the name on the
 * account; null for anyone who is not an account. Only the account itself is read.
 */
export async function ownDoctorRegistration(
  db: Database,
  principal: Principal,
): Promise<{
  status: AccountRow['doctorVerification'];
  pwz: string | null;
  firstName: string;
  lastName: string;
} | null> {
  if (principal.kind !== 'account') return null;
  const [row] = await db
    .select({
      status: accounts.doctorVerification,
      pwz: accounts.pwz,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
    })
    .from(accounts)
    .where(eq(accounts.id, principal.accountId));
  return row ?? null;
}

/** The phone numbers of the accounts, by id: where the shop texts an account holder, and how a doctor reaches a patient. */
export async function phonesOf(db: Database, accountIds: readonly string[]): Promise<Map<string, string>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .select({ id: accounts.id, phone: accounts.phone })
    .from(accounts)
    .where(inArray(accounts.id, [...accountIds]));
  return new Map(rows.map((row) => [row.id, row.phone]));
}

/** The e-mail addresses of the accounts, by id: where the shop writes to an account holder about their own records. */
export async function emailsOf(db: Database, accountIds: readonly string[]): Promise<Map<string, string>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .select({ id: accounts.id, email: accounts.email })
    .from(accounts)
    .where(inArray(accounts.id, [...accountIds]));
  return new Map(rows.map((row) => [row.id, row.email]));
}

/** A patient as their doctor's practice lists them: name, phone, PESEL and address. */
export interface PatientContact {
  id: string;
  firstName: string;
  lastName: string;
  phone: string;
  pesel: string | null;
  address: { street: string; houseNumber: string; homeNumber: string | null; postCode: string; city: string } | null;
}

const patientContactColumns = {
  id: accounts.id,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  phone: accounts.phone,
  pesel: accounts.pesel,
  address: accounts.address,
};

// One statement for any number of ids (an array), prepared once: the doctor's table asks it on every page.
const contactsOfIds = preparedOnce((db: Database) =>
  db
    .select(patientContactColumns)
    .from(accounts)
    .where(sql`${accounts.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('contacts_of_accounts'),
);

/** The patients' contact details by account id; the caller passes only its own patients' ids. */
export async function contactsOf(db: Database, accountIds: readonly string[]): Promise<Map<string, PatientContact>> {
  if (accountIds.length === 0) return new Map();
  const rows = await contactsOfIds(db).execute({ ids: [...new Set(accountIds)] });
  return new Map(rows.map((row) => [row.id, row]));
}

/** Text for a LIKE pattern, its wildcards taken literally. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Among the accounts given (a doctor's own patients), those whose name, PESEL or phone matches the text: digits
 * match the start of a PESEL or any part of a phone; words each match the start of the first or last name.
 * By surname, then first name; at most `limit`.
 */
export async function searchAmongAccounts(
  db: Database,
  accountIds: readonly string[],
  text: string,
  limit: number,
): Promise<PatientContact[]> {
  if (accountIds.length === 0) return [];
  const digits = text.replace(/[\s+-]/g, '');
  const matching = /^\d+$/.test(digits)
    ? or(ilike(accounts.pesel, `${likeText(digits)}%`), ilike(accounts.phone, `%${likeText(digits)}%`))
    : and(
        ...text
          .split(/\s+/)
          .filter(Boolean)
          .map((word) =>
            or(ilike(accounts.firstName, `${likeText(word)}%`), ilike(accounts.lastName, `${likeText(word)}%`)),
          ),
      );
  return db
    .select(patientContactColumns)
    .from(accounts)
    .where(and(inArray(accounts.id, [...new Set(accountIds)]), matching))
    .orderBy(asc(accounts.lastName), asc(accounts.firstName))
    .limit(limit);
}
