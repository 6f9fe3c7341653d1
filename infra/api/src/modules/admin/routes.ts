import type { FastifyPluginAsync } from 'fastify';
import { object, optional, size, string } from 'superstruct';
import { ADMIN_PATHS, type AdminAccount, type AdminAccountList } from '@labshop/shared-contracts/api/admin';
import { requireRole } from '../../platform/authorization';
import { notFound } from '../../platform/errors';
import { principalOf, type Principal } from '../../platform/principal';
import { isRecordId } from '../../platform/request-values';
import { validateInput } from '../../platform/validation';
import labDeliveryReviewRoutes from './lab-delivery-routes';
import type { AdminService } from './service';

const AccountQuery = object({ query: optional(size(string(), 0, 254)) });

type AccountAction = (principal: Principal, accountId: string) => Promise<AdminAccount>;

/**
 * Administration: blocking accounts, checking doctors' licences and reviewing lab reports that matched no order.
 * Every route asks for the admin role first.
 */
const adminRoutes: FastifyPluginAsync = async (fastify) => {
  const admin: AdminService = fastify.admin;

  fastify.get(`/${ADMIN_PATHS.accounts}`, async (request): Promise<AdminAccountList> => {
    requireRole(request, 'admin');
    const { query = '' } = validateInput(AccountQuery, request.query);
    return { accounts: await admin.findAccounts(principalOf(request), query) };
  });

  fastify.get(`/${ADMIN_PATHS.pendingDoctors}`, async (request): Promise<AdminAccountList> => {
    requireRole(request, 'admin');
    return { accounts: await admin.pendingDoctors(principalOf(request)) };
  });

  // The paths of ADMIN_PATHS.block, unblock, verifyDoctor and rejectDoctor.
  const actions: [string, AccountAction][] = [
    ['/admin/accounts/:accountId/block', admin.block],
    ['/admin/accounts/:accountId/unblock', admin.unblock],
    ['/admin/doctors/:accountId/verify', admin.verifyDoctor],
    ['/admin/doctors/:accountId/reject', admin.rejectDoctor],
  ];
  for (const [path, action] of actions) {
    fastify.post<{ Params: { accountId: string } }>(path, async (request): Promise<AdminAccount> => {
      requireRole(request, 'admin');
      const { accountId } = request.params;
      if (!isRecordId(accountId)) throw notFound();
      return action(principalOf(request), accountId);
    });
  }

  await fastify.register(labDeliveryReviewRoutes);
};

export default adminRoutes;
