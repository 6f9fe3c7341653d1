import type { FastifyPluginAsync } from 'fastify';
import { object, string } from 'superstruct';
import { DoctorCard, DoctorCardList } from '@labshop/shared-contracts/core/api/doctors';
import { notFound } from '../../platform/errors';
import { isSlug } from '../../platform/request-values';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';

const DoctorParams = object({ slug: string() });

const doctorsRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();

  fastify.get(
    '/doctors',
    {
      schema: {
        summary: 'Every public doctor card, by last name: what links to the pages /doctor/{slug} (the site map).',
        response: { 200: DoctorCardList },
      },
    },
    async () => ({ items: await fastify.doctors.listCards() }),
  );

  fastify.get(
    '/doctors/:slug',
    {
      schema: {
        summary: 'The public doctor card of the page /doctor/{slug}, with the services and their prices.',
        params: DoctorParams,
        response: { 200: DoctorCard },
      },
    },
    async (request) => {
      const { slug } = request.params;
      const card = isSlug(slug) ? await fastify.doctors.cardBySlug(slug) : null;
      if (!card) throw notFound();
      return card;
    },
  );
};

export default doctorsRoutes;
