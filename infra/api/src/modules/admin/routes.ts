import type { FastifyPluginAsync } from 'fastify';
import { object, optional, size, string } from 'superstruct';
import { ADMIN_PATHS, type AdminAccount, type AdminAccountList } from '@labshop/shared-contracts/core/api/admin';
import { requireRole } from '../../platform/authorization';
import { notFound } from '../../platform/errors';
import { isRecordId } from '../../platform/request-values';
import { validateInput } from '../../platform/validation';
import { block, findAccounts, pendingDoctors, reject, unblock, verify } from './admin-accounts';
import labDeliveryReviewRoutes from './lab-delivery-routes';

const AccountQuery = object({ query: optional(size(string(), 0, 254)) });

type AccountAction = typeof block;

/**
 * Administration: blocking accounts, checking doctors' licences and reviewing lab reports that matched no order.
 * Every route asks for the admin role first.
 */
const adminRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get(`/${ADMIN_PATHS.accounts}`, async (request): Promise<AdminAccountList> => {
    requireRole(request, 'admin');
    const { query = '' } = validateInput(AccountQuery, request.query);
    return { accounts: await findAccounts(fastify, query) };
  });

  fastify.get(`/${ADMIN_PATHS.pendingDoctors}`, async (request): Promise<AdminAccountList> => {
    requireRole(request, 'admin');
    return { accounts: await pendingDoctors(fastify) };
  });

  // The paths of ADMIN_PATHS.block, unblock, verifyDoctor and rejectDoctor.
  const actions: [string, AccountAction][] = [
    ['/admin/accounts/:accountId/block', block],
    ['/admin/accounts/:accountId/unblock', unblock],
    ['/admin/doctors/:accountId/verify', verify],
    ['/admin/doctors/:accountId/reject', reject],
  ];
  for (const [path, action] of actions) {
    fastify.post<{ Params: { accountId: string } }>(path, async (request): Promise<AdminAccount> => {
      const admin = requireRole(request, 'admin');
      const { accountId } = request.params;
      if (!isRecordId(accountId)) throw notFound();
      return action(fastify, accountId, admin.id);
    });
  }

  await fastify.register(labDeliveryReviewRoutes);
};

export default adminRoutes;
