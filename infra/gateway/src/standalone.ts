import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { BAD_PATH, createBaseServer, type BaseServerOptions } from './base-server';
import { isFile, pathnameOf, resolveSitePath } from './site-files';

export interface StandaloneOptions extends BaseServerOptions {
  /** One front-end package's build output (`<package>/dist`). */
  readonly distDir: string;
}

export const NOT_BUILT = 'This package has not been built yet.';

/**
 * One remote served alone, as its team runs it: its build at /, its own router for every other path
 * (index.html), and the same /config.json and /api proxy as the composed site.
 */
export async function buildStandaloneHost(options: StandaloneOptions): Promise<FastifyInstance> {
  const app = await createBaseServer(options);
  const distDir = path.resolve(options.distDir);

  app.get('/*', async (request, reply) => {
    const target = resolveSitePath(distDir, pathnameOf(request.url));
    if (target.kind === 'refused') return reply.code(400).send({ message: BAD_PATH });
    if (await isFile(target.absolute)) return reply.sendFile(target.relative, distDir);
    if (!(await isFile(path.join(distDir, 'index.html')))) return reply.code(503).send({ message: NOT_BUILT });
    return reply.sendFile('index.html', distDir);
  });
  return app;
}
