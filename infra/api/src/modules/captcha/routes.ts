import type { FastifyPluginAsync } from 'fastify';
import { CAPTCHA_PATH, CaptchaChallenge } from '@labshop/shared-contracts/core/api/captcha';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';

/** Hands out captcha challenges; answers are never cached, as each challenge is taken once. */
const captchaRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();
  fastify.get(
    `/${CAPTCHA_PATH}`,
    {
      schema: {
        summary: 'A signed proof-of-work challenge for the forms anyone may send; solve it and send it back once.',
        response: { 200: CaptchaChallenge },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return fastify.captcha.issue();
    },
  );
};

export default captchaRoutes;
