import type { FastifyPluginAsync } from 'fastify';
import {
  LocationQuery,
  type CustomerServicesAnswer,
  type ExaminationsDataAnswer,
} from '@labshop/shared-contracts/core/api/location-prices';
import { withoutEmptyValues } from '../../platform/request-values';
import { validateInput } from '../../platform/validation';
import { readExaminationsData } from './examinations-data-request';

const locationPricesRoutes: FastifyPluginAsync = async (fastify) => {
  /** GET /services/customer-services?city_uuid=|facility_id= : list of { code, price }. */
  fastify.get('/services/customer-services', async (request): Promise<CustomerServicesAnswer> => {
    const location = await fastify.locations.resolve(validateInput(LocationQuery, withoutEmptyValues(request.query)));
    return fastify.locationPrices.customerServices(location);
  });

  /** POST /updated/examinations-data: refreshes the cart's prices and availability for a location. */
  fastify.post('/updated/examinations-data', async (request): Promise<ExaminationsDataAnswer> => {
    const input = readExaminationsData(request.body);
    const location = await fastify.locations.resolve(input);
    return fastify.locationPrices.examinationsData(input.ids, { location, now: new Date() });
  });
};

export default locationPricesRoutes;
