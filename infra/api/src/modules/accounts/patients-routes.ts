import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  ACCOUNT_PATHS,
  PatientInput,
  type AccountPatient,
  type MessageAnswer,
  type PatientList,
} from '@labshop/shared-contracts/core/api/accounts';
import { normalisePesel, validateExtraPatientLimit } from '@labshop/shared-contracts/core';
import { accountPatients } from '../../db/schema';
import { requireUser } from '../../platform/authentication';
import { notFound, ValidationError } from '../../platform/errors';
import { isRecordId } from '../../platform/request-values';
import { validateInput } from '../../platform/validation';
import { throwIfAny } from './field-errors';
import { patientRules } from './patient-rules';

export const PATIENT_DELETED_MESSAGE = 'The patient was deleted.';

type PatientRow = typeof accountPatients.$inferSelect;

function shapeOf(row: PatientRow): AccountPatient {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    pesel: row.pesel,
    birthDate: row.birthDate,
    sex: row.sex,
    ageGroup: row.ageGroup,
  };
}

function columnsOf(input: PatientInput) {
  const pesel = input.pesel?.trim() ? normalisePesel(input.pesel) : null;
  return {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    pesel,
    birthDate: input.birthDate.trim(),
    sex: input.sex,
    ageGroup: input.ageGroup,
  };
}

/** The other patients of an account. Every query names the caller's account, so nobody reaches another's. */
const patientsRoutes: FastifyPluginAsync = async (fastify) => {
  const { db, clock } = fastify;
  const today = () => clock().toISOString().slice(0, 10);
  const owned = (accountId: string, patientId: string) =>
    and(eq(accountPatients.accountId, accountId), eq(accountPatients.id, patientId));

  fastify.get(`/${ACCOUNT_PATHS.patients}`, async (request): Promise<PatientList> => {
    const user = requireUser(request);
    const rows = await db
      .select()
      .from(accountPatients)
      .where(eq(accountPatients.accountId, user.id))
      .orderBy(asc(accountPatients.createdAt), asc(accountPatients.id));
    return { patients: rows.map(shapeOf) };
  });

  fastify.post(`/${ACCOUNT_PATHS.patients}`, async (request, reply): Promise<AccountPatient> => {
    const user = requireUser(request);
    const input = validateInput(PatientInput, request.body);
    throwIfAny(patientRules(input, today()));
    const row = await db.transaction(async (tx) => {
      // Counted and added in one transaction under a lock on the account's rows, so two at once cannot make a 6th.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`account-patients:${user.id}`}))`);
      const [{ existing } = { existing: 0 }] = await tx
        .select({ existing: count() })
        .from(accountPatients)
        .where(eq(accountPatients.accountId, user.id));
      const limit = validateExtraPatientLimit(existing);
      if (limit !== null) throw new ValidationError({ patients: [limit] }, limit);
      const [inserted] = await tx
        .insert(accountPatients)
        .values({ accountId: user.id, ...columnsOf(input) })
        .returning();
      return inserted;
    });
    if (!row) throw new Error('The patient was not added');
    reply.code(201);
    return shapeOf(row);
  });

  fastify.put<{ Params: { patientId: string } }>('/profile/patients/:patientId', async (request) => {
    const user = requireUser(request);
    const { patientId } = request.params;
    if (!isRecordId(patientId)) throw notFound();
    const input = validateInput(PatientInput, request.body);
    throwIfAny(patientRules(input, today()));
    const [row] = await db.update(accountPatients).set(columnsOf(input)).where(owned(user.id, patientId)).returning();
    if (!row) throw notFound();
    return shapeOf(row) satisfies AccountPatient;
  });

  fastify.delete<{ Params: { patientId: string } }>(
    '/profile/patients/:patientId',
    async (request): Promise<MessageAnswer> => {
      const user = requireUser(request);
      const { patientId } = request.params;
      if (!isRecordId(patientId)) throw notFound();
      const deleted = await db
        .delete(accountPatients)
        .where(owned(user.id, patientId))
        .returning({ id: accountPatients.id });
      if (deleted.length === 0) throw notFound();
      return { message: PATIENT_DELETED_MESSAGE };
    },
  );
};

export default patientsRoutes;
