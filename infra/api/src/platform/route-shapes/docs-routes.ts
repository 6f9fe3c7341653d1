import type { FastifyPluginAsync } from 'fastify';
import packageJson from '../../../package.json';
import { docsPage, DOCS_PAGE_POLICY } from './docs-page';
import { openApiDocument, type OpenApiDocument } from './openapi-document';

/** Where the description is served, under the API's /api prefix. */
export const DOCS_PATH = '/docs';
export const OPENAPI_PATH = '/docs/openapi.json';

/**
 * The API's description: a page to browse and the OpenAPI 3.1 document it is made from. Both are made once, when
 * first asked, from the routes registered by then (all of them: requests are served only once the app is ready).
 */
const docsRoutes: FastifyPluginAsync = async (fastify) => {
  let document: OpenApiDocument | null = null;
  const described = () => (document ??= openApiDocument(fastify.routeTable(), packageJson.version));

  fastify.get(OPENAPI_PATH, { schema: { summary: 'The API described as an OpenAPI 3.1 document.' } }, async () =>
    described(),
  );

  fastify.get(DOCS_PATH, { schema: { summary: 'The API described as a page to browse.' } }, async (request, reply) => {
    reply.header('content-security-policy', DOCS_PAGE_POLICY).type('text/html; charset=utf-8');
    // The document sits beside the page: /api/docs → /api/docs/openapi.json.
    return docsPage(described(), `${request.url.split('?')[0]}/openapi.json`);
  });
};

export default docsRoutes;
