import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_AUDIT_LOG_PATH, AuditLogPage, AuditLogQuery } from '@labshop/shared-contracts/core/api/admin-audit-log';
import { principalOf } from '../../platform/principal';
import { actingAs } from '../../platform/route-guards';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';
import { readAuditLogQuery } from './audit-log-query';

/** The audit log, searched by an administrator. */
const auditLogRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();

  fastify.get(
    `/${ADMIN_AUDIT_LOG_PATH}`,
    {
      preValidation: actingAs('admin'),
      schema: {
        summary: 'The audit log, newest first, by actor, action, record and days; one page of it.',
        querystring: AuditLogQuery,
        response: { 200: AuditLogPage },
      },
    },
    async (request) => fastify.admin.auditLog(principalOf(request), readAuditLogQuery(request.query)),
  );
};

export default auditLogRoutes;
