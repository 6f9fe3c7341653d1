import type { FastifyPluginAsync } from 'fastify';
import { object, string } from 'superstruct';
import type { DoctorCard } from '@labshop/shared-contracts/api/doctors';
import { notFound } from '../../platform/errors';
import { isSlug } from '../../platform/request-values';
import { validateInput } from '../../platform/validation';

const DoctorParams = object({ slug: string() });

const doctorsRoutes: FastifyPluginAsync = async (fastify) => {
  /** The public doctor card of the page /doctor/{slug}. */
  fastify.get('/doctors/:slug', async (request): Promise<DoctorCard> => {
    const { slug } = validateInput(DoctorParams, request.params);
    const card = isSlug(slug) ? await fastify.doctors.cardBySlug(slug) : null;
    if (!card) throw notFound();
    return card;
  });
};

export default doctorsRoutes;
