import fp from 'fastify-plugin';
import {
  fromPathProblem,
  normaliseRedirectPath,
  redirectLoop,
  redirectTarget,
  SITE_REDIRECT_TEXTS,
  type ActiveSiteRedirect,
  type SiteRedirect,
  type SiteRedirectRequest,
  type SiteRedirectStatus,
} from '@labshop/shared-contracts/core/api/site-redirects';
import { recordAudit } from '../../db/audit-log';
import type { Database } from '../../db/client';
import { ForbiddenError } from '../../platform/authorization';
import type { Clock } from '../../platform/clock';
import { notFound, ValidationError } from '../../platform/errors';
import { isAdmin, type Principal } from '../../platform/principal';
import { isRecordId } from '../../platform/request-values';
import {
  deleteRedirect,
  findRedirect,
  insertRedirect,
  listRedirects,
  lockRedirect,
  updateRedirect,
  type SiteRedirectRow,
  type SiteRedirectValues,
} from './store';

function answerOf(row: SiteRedirectRow): SiteRedirect {
  return {
    id: row.id,
    fromPath: row.fromPath,
    to: row.to,
    status: row.status as SiteRedirectStatus,
    active: row.active,
    replacesPage: row.replacesPage,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a redirect before and after a change: what an administrator sets. */
function auditedOf(row: SiteRedirectRow): SiteRedirectValues {
  const { fromPath, to, status, active, replacesPage } = row;
  return { fromPath, to, status, active, replacesPage };
}

const AUDITED_AS = 'site_redirect';

export function createSiteRedirectsService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  /** The administrator at work, who acts; 'It cannot be done.' to anyone else. */
  function requireAdmin(principal: Principal): string {
    if (!isAdmin(principal)) throw new ForbiddenError();
    return principal.accountId;
  }

  /**
   * The request checked: a path of the site no page owns (unless it replaces one), a path or http(s) address to go
   * to, and no loop through the other active redirects. 422 by field otherwise.
   */
  async function checked(input: SiteRedirectRequest, exceptId: string | null): Promise<SiteRedirectValues> {
    const replacesPage = input.replacesPage ?? false;
    const fromProblem = fromPathProblem(input.fromPath, replacesPage);
    if (fromProblem) throw new ValidationError({ fromPath: [fromProblem] });
    const fromPath = normaliseRedirectPath(input.fromPath.trim());
    const target = redirectTarget(input.to);
    if (!target) throw new ValidationError({ to: [SITE_REDIRECT_TEXTS.to] });
    const to = target.kind === 'external' ? target.url : input.to.trim();
    if (input.active && target.kind === 'path') {
      const others = new Map<string, string>();
      for (const row of await listRedirects(db, true)) {
        const next = row.id === exceptId ? null : redirectTarget(row.to);
        if (next?.kind === 'path') others.set(row.fromPath, next.path);
      }
      if (target.path === fromPath) throw new ValidationError({ to: [SITE_REDIRECT_TEXTS.same] });
      const loop = redirectLoop(fromPath, target.path, others);
      if (loop) throw new ValidationError({ to: [`This redirect would make a loop: ${loop.join(' → ')}.`] });
    }
    return { fromPath, to, status: input.status, active: input.active, replacesPage };
  }

  return {
    /** What the gateway applies: every active redirect. */
    async active(): Promise<ActiveSiteRedirect[]> {
      return (await listRedirects(db, true)).map(({ fromPath, to, status, replacesPage }) => ({
        fromPath,
        to,
        status: status as SiteRedirectStatus,
        replacesPage,
      }));
    },

    async list(principal: Principal): Promise<SiteRedirect[]> {
      requireAdmin(principal);
      return (await listRedirects(db, false)).map(answerOf);
    },

    /** Each change is written with its audit-log row (who, and the redirect before and after) in one transaction. */
    async create(principal: Principal, input: SiteRedirectRequest): Promise<SiteRedirect> {
      const actorId = requireAdmin(principal);
      const values = await checked(input, null);
      const row = await db.transaction(async (tx) => {
        const inserted = await insertRedirect(tx, values, clock());
        if (!inserted) return undefined;
        const record = { type: AUDITED_AS, id: inserted.id };
        await recordAudit(tx, { event: 'site_redirect_created', actorId, record, after: auditedOf(inserted) });
        return inserted;
      });
      if (!row) throw new ValidationError({ fromPath: [SITE_REDIRECT_TEXTS.duplicate] });
      return answerOf(row);
    },

    async update(principal: Principal, id: string, input: SiteRedirectRequest): Promise<SiteRedirect> {
      const actorId = requireAdmin(principal);
      if (!isRecordId(id) || !(await findRedirect(db, id))) throw notFound();
      const values = await checked(input, id);
      const row = await db
        .transaction(async (tx) => {
          const before = await lockRedirect(tx, id);
          const updated = before && (await updateRedirect(tx, id, values, clock()));
          if (!before || !updated) return undefined;
          await recordAudit(tx, {
            event: 'site_redirect_changed',
            actorId,
            record: { type: AUDITED_AS, id },
            before: auditedOf(before),
            after: auditedOf(updated),
          });
          return updated;
        })
        .catch((error: unknown) => {
          if ((error as { code?: string }).code === '23505') {
            throw new ValidationError({ fromPath: [SITE_REDIRECT_TEXTS.duplicate] });
          }
          throw error;
        });
      if (!row) throw notFound();
      return answerOf(row);
    },

    async remove(principal: Principal, id: string): Promise<void> {
      const actorId = requireAdmin(principal);
      if (!isRecordId(id)) throw notFound();
      const removed = await db.transaction(async (tx) => {
        const deleted = await deleteRedirect(tx, id);
        if (!deleted) return false;
        const record = { type: AUDITED_AS, id };
        await recordAudit(tx, { event: 'site_redirect_removed', actorId, record, before: auditedOf(deleted) });
        return true;
      });
      if (!removed) throw notFound();
    },
  };
}

export type SiteRedirectsService = ReturnType<typeof createSiteRedirectsService>;

declare module 'fastify' {
  interface FastifyInstance {
    siteRedirects: SiteRedirectsService;
  }
}

export default fp(
  async function siteRedirectsService(fastify) {
    fastify.decorate('siteRedirects', createSiteRedirectsService({ db: fastify.db, clock: fastify.clock }));
  },
  { name: 'site-redirects-service', dependencies: ['database', 'clock'] },
);
