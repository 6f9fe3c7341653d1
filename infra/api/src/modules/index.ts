import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import authRoutes from './accounts/auth-routes';
import registrationRoutes from './accounts/registration-routes';
import patientsRoutes from './accounts/patients-routes';
import accountProfileRoutes from './accounts/profile-routes';
import passwordResetRoutes from './accounts/password-reset-routes';
import catalogueRoutes from './catalogue/routes';
import catalogueService from './catalogue/service';
import collectionPointsRoutes from './collection-points/routes';
import collectionPointsService from './collection-points/service';
import doctorsRoutes from './doctors/routes';
import doctorsService from './doctors/service';
import healthRoutes from './health/routes';
import healthService from './health/service';
import locationPricesRoutes from './location-prices/routes';
import locationPricesService from './location-prices/service';
import locationsRoutes from './locations/routes';
import locationsService from './locations/service';
import nursingServicesRoutes from './nursing-services/routes';
import nursingServicesService from './nursing-services/service';
import profileRoutes from './profile/routes';
import quizRoutes from './quiz/routes';
import quizService from './quiz/service';
import recommendationsRoutes from './recommendations/routes';
import recommendationsService from './recommendations/service';
import searchRoutes from './search/routes';
import searchService from './search/service';

/** The use-cases, attached to the app itself (fastify-plugin, no encapsulation) so every route can reach them. */
export const services = fp(
  async function services(fastify) {
    await fastify.register(healthService);
    await fastify.register(locationsService);
    await fastify.register(nursingServicesService);
    await fastify.register(catalogueService);
    await fastify.register(searchService);
    await fastify.register(recommendationsService);
    await fastify.register(collectionPointsService);
    await fastify.register(locationPricesService);
    await fastify.register(doctorsService);
    await fastify.register(quizService);
  },
  { name: 'services', dependencies: ['database'] },
);

/** Every endpoint; app.ts mounts them under /api. */
export const routes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(healthRoutes);
  await fastify.register(locationsRoutes);
  await fastify.register(nursingServicesRoutes);
  await fastify.register(locationPricesRoutes);
  await fastify.register(catalogueRoutes);
  await fastify.register(searchRoutes);
  await fastify.register(recommendationsRoutes);
  await fastify.register(collectionPointsRoutes);
  await fastify.register(profileRoutes);
  await fastify.register(doctorsRoutes);
  await fastify.register(quizRoutes);
  await fastify.register(authRoutes);
  await fastify.register(registrationRoutes);
  await fastify.register(patientsRoutes);
  await fastify.register(accountProfileRoutes);
  await fastify.register(passwordResetRoutes);
};
