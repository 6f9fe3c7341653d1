import type { FastifyPluginAsync } from 'fastify';
import { object, optional, size, string } from 'superstruct';
import { ADMIN_PATHS, AdminAccount, AdminAccountList } from '@labshop/shared-contracts/core/api/admin';
import { principalOf, type Principal } from '../../platform/principal';
import { actingAs, namingRecord } from '../../platform/route-guards';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';
import auditLogRoutes from './audit-log-routes';
import contactMessageRoutes from './contact-message-routes';
import discountCodeRoutes from './discount-code-routes';
import labDeliveryReviewRoutes from './lab-delivery-routes';

const AccountQuery = object({ query: optional(size(string(), 0, 254)) });
/** Any text: an id of the wrong form names no account, a 404. */
const AccountParams = object({ accountId: string() });

type AccountAction = (principal: Principal, accountId: string) => Promise<AdminAccount>;

/**
 * Administration: blocking accounts, checking doctors' licences and reviewing lab reports that matched no order.
 * Every route asks for the admin role first.
 */
const adminRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();
  const { admin } = fastify;

  fastify.get(
    `/${ADMIN_PATHS.accounts}`,
    {
      preValidation: actingAs('admin'),
      schema: {
        summary: 'Accounts by e-mail, phone or the start of the surname; the newest without a query.',
        querystring: AccountQuery,
        response: { 200: AdminAccountList },
      },
    },
    async (request) => ({ accounts: await admin.findAccounts(principalOf(request), request.query.query ?? '') }),
  );

  fastify.get(
    `/${ADMIN_PATHS.pendingDoctors}`,
    {
      preValidation: actingAs('admin'),
      schema: {
        summary: 'Doctors whose licence number waits for a check, the longest waiting first.',
        response: { 200: AdminAccountList },
      },
    },
    async (request) => ({ accounts: await admin.pendingDoctors(principalOf(request)) }),
  );

  // The paths of ADMIN_PATHS.block, unblock, verifyDoctor and rejectDoctor.
  const actions: [string, string, AccountAction][] = [
    ['/admin/accounts/:accountId/block', 'Blocks an account and ends its sessions.', admin.block],
    ['/admin/accounts/:accountId/unblock', 'Lets a blocked account in again.', admin.unblock],
    [
      '/admin/doctors/:accountId/verify',
      "Records the doctor's licence as checked; the doctor role opens.",
      admin.verifyDoctor,
    ],
    ['/admin/doctors/:accountId/reject', "Records the doctor's licence as refused.", admin.rejectDoctor],
  ];
  for (const [path, summary, action] of actions) {
    fastify.post(
      path,
      {
        preValidation: [actingAs('admin'), namingRecord('accountId')],
        schema: { summary, params: AccountParams, response: { 200: AdminAccount } },
      },
      async (request) => action(principalOf(request), request.params.accountId),
    );
  }

  await fastify.register(labDeliveryReviewRoutes);
  await fastify.register(contactMessageRoutes);
  await fastify.register(auditLogRoutes);
  await fastify.register(discountCodeRoutes);
};

export default adminRoutes;
