import type { FastifyPluginAsync } from 'fastify';
import {
  CustomerServicesAnswer,
  ExaminationsDataAnswer,
  LocationQuery,
} from '@labshop/shared-contracts/core/api/location-prices';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';
import { ExaminationsDataBody, readExaminationsData } from './examinations-data-request';

const locationPricesRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();

  fastify.get(
    '/services/customer-services',
    {
      schema: {
        summary: 'The customer services offered at a location (`city_uuid` or `facility_id`), at its prices.',
        querystring: LocationQuery,
        response: { 200: CustomerServicesAnswer },
      },
    },
    async (request) => fastify.locationPrices.customerServices(await fastify.locations.resolve(request.query)),
  );

  fastify.post(
    '/updated/examinations-data',
    {
      schema: {
        summary: "The cart's items priced and checked for availability at a location, keyed by id.",
        body: ExaminationsDataBody,
        response: { 200: ExaminationsDataAnswer },
      },
    },
    async (request) => {
      const input = readExaminationsData(request.body);
      const location = await fastify.locations.resolve(input);
      return fastify.locationPrices.examinationsData(input.ids, { location, now: new Date() });
    },
  );
};

export default locationPricesRoutes;
