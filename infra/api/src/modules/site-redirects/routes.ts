import type { FastifyPluginAsync } from 'fastify';
import { object, string } from 'superstruct';
import { MessageAnswer } from '@labshop/shared-contracts/core/api/accounts';
import {
  ActiveSiteRedirects,
  SITE_REDIRECT_REMOVED,
  SITE_REDIRECT_PATHS,
  SiteRedirect,
  SiteRedirectList,
  SiteRedirectRequest,
} from '@labshop/shared-contracts/core/api/site-redirects';
import { principalOf } from '../../platform/principal';
import { actingAs, namingRecord } from '../../platform/route-guards';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';

const RedirectParams = object({ id: string() });

/** Server-defined redirects: the gateway reads the active ones; admins edit them. */
const siteRedirectsRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();
  const { siteRedirects } = fastify;

  fastify.get(
    `/${SITE_REDIRECT_PATHS.active}`,
    {
      schema: {
        summary: 'The active redirects, which the gateway applies before its 404 rule.',
        response: { 200: ActiveSiteRedirects },
      },
    },
    async () => ({ redirects: await siteRedirects.active() }),
  );

  fastify.get(
    `/${SITE_REDIRECT_PATHS.admin}`,
    {
      preValidation: actingAs('admin'),
      schema: { summary: 'Every redirect, by path.', response: { 200: SiteRedirectList } },
    },
    async (request) => ({ redirects: await siteRedirects.list(principalOf(request)) }),
  );

  fastify.post(
    `/${SITE_REDIRECT_PATHS.admin}`,
    {
      preValidation: actingAs('admin'),
      schema: { summary: 'Adds a redirect.', body: SiteRedirectRequest, response: { 201: SiteRedirect } },
    },
    async (request, reply) => {
      reply.code(201);
      return siteRedirects.create(principalOf(request), request.body);
    },
  );

  fastify.put(
    `/${SITE_REDIRECT_PATHS.admin}/:id`,
    {
      preValidation: [actingAs('admin'), namingRecord('id')],
      schema: {
        summary: 'Changes a redirect.',
        params: RedirectParams,
        body: SiteRedirectRequest,
        response: { 200: SiteRedirect },
      },
    },
    async (request) => siteRedirects.update(principalOf(request), request.params.id, request.body),
  );

  fastify.delete(
    `/${SITE_REDIRECT_PATHS.admin}/:id`,
    {
      preValidation: [actingAs('admin'), namingRecord('id')],
      schema: { summary: 'Removes a redirect.', params: RedirectParams, response: { 200: MessageAnswer } },
    },
    async (request) => {
      await siteRedirects.remove(principalOf(request), request.params.id);
      return { message: SITE_REDIRECT_REMOVED };
    },
  );
};

export default siteRedirectsRoutes;
