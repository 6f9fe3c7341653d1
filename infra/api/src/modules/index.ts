import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import authRoutes from './accounts/auth-routes';
import registrationRoutes from './accounts/registration-routes';
import patientsRoutes from './accounts/patients-routes';
import accountProfileRoutes from './accounts/profile-routes';
import passwordResetRoutes from './accounts/password-reset-routes';
import roleRoutes from './accounts/role-routes';
import contactChangeRoutes from './accounts/contact-change-routes';
import adminRoutes from './admin/routes';
import catalogueRoutes from './catalogue/routes';
import cataloguePreviewRoutes from './catalogue/preview-routes';
import catalogueService from './catalogue/service';
import collectionPointsRoutes from './collection-points/routes';
import collectionPointsService from './collection-points/service';
import discountCodesRoutes from './discount-codes/routes';
import discountCodesService from './discount-codes/service';
import doctorsRoutes from './doctors/routes';
import doctorsService from './doctors/service';
import healthRoutes from './health/routes';
import labDeliveryRoutes from './lab-delivery/routes';
import resultsRoutes from './results/routes';
import { analysisEngineFor } from './results/analysis-engine';
import doctorAccessRoutes from './doctor-access/routes';
import broadcastingRoutes from './realtime/routes';
import broadcasterService from './realtime/broadcaster';
import healthService from './health/service';
import locationPricesRoutes from './location-prices/routes';
import locationPricesService from './location-prices/service';
import locationsRoutes from './locations/routes';
import locationsService from './locations/service';
import newsletterRoutes from './newsletter/routes';
import newsletterService from './newsletter/service';
import nursingServicesRoutes from './nursing-services/routes';
import nursingServicesService from './nursing-services/service';
import offersRoutes from './offers/routes';
import offersService from './offers/service';
import ordersRoutes from './orders/routes';
import ordersService from './orders/service';
import paymentsRoutes from './payments/routes';
import paymentsService from './payments/service';
import profileRoutes from './profile/routes';
import quizRoutes from './quiz/routes';
import quizService from './quiz/service';
import recommendationsRoutes from './recommendations/routes';
import recommendationsService from './recommendations/service';
import referralsRoutes from './referrals/routes';
import referralsService from './referrals/service';
import savedCartRoutes from './saved-cart/routes';
import savedCartService from './saved-cart/service';
import searchRoutes from './search/routes';
import searchService from './search/service';
import visitServicesRoutes from './visit-services/routes';
import visitServicesService from './visit-services/service';

/** The use-cases, attached to the app itself (fastify-plugin, no encapsulation) so every route can reach them. */
export const services = fp(
  async function services(fastify) {
    await fastify.register(healthService);
    await fastify.register(locationsService);
    await fastify.register(nursingServicesService);
    await fastify.register(visitServicesService);
    await fastify.register(catalogueService);
    await fastify.register(searchService);
    await fastify.register(recommendationsService);
    await fastify.register(offersService);
    await fastify.register(newsletterService);
    await fastify.register(collectionPointsService);
    await fastify.register(locationPricesService);
    await fastify.register(doctorsService);
    await fastify.register(quizService);
    await fastify.register(discountCodesService);
    await fastify.register(referralsService);
    await fastify.register(ordersService);
    await fastify.register(paymentsService);
    await fastify.register(savedCartService);
    await fastify.register(broadcasterService);
  },
  { name: 'services', dependencies: ['database'] },
);

/** Every endpoint; app.ts mounts them under /api. */
export const routes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(healthRoutes);
  await fastify.register(locationsRoutes);
  await fastify.register(nursingServicesRoutes);
  await fastify.register(visitServicesRoutes);
  await fastify.register(locationPricesRoutes);
  await fastify.register(catalogueRoutes);
  await fastify.register(cataloguePreviewRoutes);
  await fastify.register(offersRoutes);
  await fastify.register(newsletterRoutes);
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
  await fastify.register(roleRoutes);
  await fastify.register(contactChangeRoutes);
  await fastify.register(adminRoutes);
  await fastify.register(discountCodesRoutes);
  await fastify.register(ordersRoutes);
  await fastify.register(paymentsRoutes);
  await fastify.register(savedCartRoutes);
  await fastify.register(labDeliveryRoutes);
  await fastify.register(resultsRoutes, {
    analysisEngine: analysisEngineFor(fastify.config.resultsAnalysis, fastify.log),
  });
  await fastify.register(doctorAccessRoutes);
  await fastify.register(referralsRoutes);
  await fastify.register(broadcastingRoutes);
};
