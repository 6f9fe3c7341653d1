import { and, eq, isNull, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { accounts } from '../../db/schema';
import type { SessionUser } from '../../platform/authentication';
import { ForbiddenError, requireRole } from '../../platform/authorization';

/**
 * The doctor calling: a session acting as doctor, whose licence number has been checked. Verification adds the
 * doctor role, but a referral earns money, so the check is made here too rather than trusted to the role alone:
 * an account still pending or rejected is refused whatever roles it holds. Accounts made doctors by the shop
 * itself, with no verification record, count as checked.
 */
export async function requireVerifiedDoctor(db: Database, request: FastifyRequest): Promise<SessionUser> {
  const doctor = requireRole(request, 'doctor');
  const [verified] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.id, doctor.id),
        or(isNull(accounts.doctorVerification), eq(accounts.doctorVerification, 'verified')),
      ),
    );
  if (!verified) throw new ForbiddenError();
  return doctor;
}
