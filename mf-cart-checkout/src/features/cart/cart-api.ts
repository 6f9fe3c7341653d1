import {
  CHECK_CODE_PATH,
  CheckCodeAnswer,
  type CheckCodeRequest,
  CustomerServicesAnswer,
  ExaminationsDataAnswer,
  NursingServicesAnswer,
  VisitServicesAnswer,
  type ApiClient,
} from '@labshop/shared-contracts/core';
import { getApiClient } from '@labshop/shared-contracts/web';
import { locationQuery, type CartLocation } from './cart-location';

/** The calls the cart makes, behind one interface so the store can be tested without a server. */
export interface CartApi {
  /** Prices at the location, or at the shop's default prices while none is chosen. */
  examinationsData(ids: readonly string[], location: CartLocation | null): Promise<ExaminationsDataAnswer>;
  customerServices(location: CartLocation): Promise<CustomerServicesAnswer>;
  nursingServices(): Promise<NursingServicesAnswer>;
  visitServices(): Promise<VisitServicesAnswer>;
  checkCode(request: CheckCodeRequest): Promise<CheckCodeAnswer>;
}

export function createCartApi(client: () => ApiClient = getApiClient): CartApi {
  return {
    examinationsData(ids, location) {
      return client().request('updated/examinations-data', {
        method: 'POST',
        body: { examinaitons: ids, ...(location ? locationQuery(location) : {}) },
        answer: ExaminationsDataAnswer,
      });
    },
    customerServices(location) {
      return client().request('services/customer-services', {
        query: locationQuery(location),
        answer: CustomerServicesAnswer,
      });
    },
    nursingServices() {
      return client().request('services/nursing-services', { answer: NursingServicesAnswer });
    },
    visitServices() {
      return client().request('services/visit-services', { answer: VisitServicesAnswer });
    },
    checkCode(request) {
      return client().request(CHECK_CODE_PATH, { method: 'POST', body: request, answer: CheckCodeAnswer });
    },
  };
}
