import type { ItemPricingAttributes } from '@labshop/shared-contracts/core';
import { createItemAttributes, type ApiHandler, type ApiReply } from '@labshop/shared-contracts/testing';
import type { CartItem, CartPatient } from '../cart-item';
import type { CartLocation } from '../cart-location';

/** Test data for the cart's tests. */
export function createCartItem(overrides: Partial<CartItem> = {}): CartItem {
  const id = overrides.id ?? 'vit-d';
  return { id, service_id: id, name: 'Vitamin D', price: 2500, kind: 'test', patients: [], ...overrides };
}

let patientNumber = 0;
export function createPatient(overrides: Partial<CartPatient> = {}): CartPatient {
  patientNumber += 1;
  return { id: `patient-${patientNumber}`, first_name: 'Anna', last_name: `Nowak ${patientNumber}`, ...overrides };
}

export const LONDON: CartLocation = { mode: 'home-service', cityUuid: 'city-london', cityName: 'London' };
export const CAMDEN: CartLocation = { mode: 'collection-point', facilityId: 'fac-1', facilityName: 'Camden' };
export const SOHO: CartLocation = { mode: 'collection-point', facilityId: 'fac-2', facilityName: 'Soho' };

/**
 * examinations-data answering every asked id at `price`, except those the location does not offer, each a plain
 * test unless `attributes` says more of it (as the catalogue would).
 */
export function examinationsData(
  price: number,
  options: {
    missing?: string[];
    unavailable?: string[];
    attributes?: Record<string, Partial<ItemPricingAttributes>>;
    names?: Record<string, string>;
  } = {},
): Extract<ApiHandler, (url: URL, init: RequestInit | undefined) => ApiReply> {
  return (_url, init) => {
    const body: unknown = JSON.parse(String(init?.body ?? '{}'));
    const ids = readIds(body).filter((id) => !options.missing?.includes(id));
    const entry = (id: string) => ({
      id,
      name: options.names?.[id] ?? `Test ${id}`,
      price,
      isAvailable: !options.unavailable?.includes(id),
      attributes: createItemAttributes(options.attributes?.[id]),
    });
    return { body: Object.fromEntries(ids.map((id) => [id, entry(id)])) };
  };
}

function readIds(body: unknown): string[] {
  if (!body || typeof body !== 'object' || !('examinaitons' in body) || !Array.isArray(body.examinaitons)) return [];
  return body.examinaitons.filter((id): id is string => typeof id === 'string');
}

export const NURSING_FEES = {
  covid_nursing_service: { price: 4000 },
  nursing_service: { price: 1250 },
  mobile_nursing_service: { price: 3500 },
};
