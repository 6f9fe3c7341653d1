import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { accountPatients } from '../../../db/schema';
import type { Principal } from '../../../platform/principal';
import { patientVisibleTo } from './access';

export type PatientRow = typeof accountPatients.$inferSelect;
export type PatientColumns = Pick<PatientRow, 'firstName' | 'lastName' | 'pesel' | 'birthDate' | 'sex' | 'ageGroup'>;

/** The patients the principal may see, in the order they were added. */
export async function listPatients(db: Database, principal: Principal): Promise<PatientRow[]> {
  return db
    .select()
    .from(accountPatients)
    .where(patientVisibleTo(principal))
    .orderBy(asc(accountPatients.createdAt), asc(accountPatients.id));
}

/**
 * Adds a patient to the principal's account when `mayAdd(existing)` allows it (else throws what it throws).
 * Counted and added in one transaction under a lock on the account's patients, so two at once cannot pass the limit.
 */
export async function addPatient(
  db: Database,
  principal: Principal,
  columns: PatientColumns,
  mayAdd: (existing: number) => void,
): Promise<PatientRow | null> {
  if (principal.kind !== 'account') return null;
  const accountId = principal.accountId;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`account-patients:${accountId}`}))`);
    const [{ existing } = { existing: 0 }] = await tx
      .select({ existing: count() })
      .from(accountPatients)
      .where(patientVisibleTo(principal));
    mayAdd(existing);
    const [inserted] = await tx
      .insert(accountPatients)
      .values({ accountId, ...columns })
      .returning();
    return inserted ?? null;
  });
}

/** Changes the patient when the principal may see it; null as if there were none. */
export async function updatePatient(
  db: Database,
  principal: Principal,
  patientId: string,
  columns: PatientColumns,
): Promise<PatientRow | null> {
  const [row] = await db
    .update(accountPatients)
    .set(columns)
    .where(and(eq(accountPatients.id, patientId), patientVisibleTo(principal)))
    .returning();
  return row ?? null;
}

/** Deletes the patient when the principal may see it; whether there was one. */
export async function deletePatient(db: Database, principal: Principal, patientId: string): Promise<boolean> {
  const deleted = await db
    .delete(accountPatients)
    .where(and(eq(accountPatients.id, patientId), patientVisibleTo(principal)))
    .returning({ id: accountPatients.id });
  return deleted.length > 0;
}
