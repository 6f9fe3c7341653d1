import { getEventBus } from '@labshop/shared-contracts/web';
import type { ChosenLocation, PatientReferral } from '@labshop/shared-contracts/core';

/**
 * Puts a referral's tests in the cart, which belongs to another remote: first the place the doctor chose, so the
 * cart prices them where the referral was priced, then each test the place offers, as a doctor-added item that
 * carries the referral, so checkout applies the doctor discount and paying moves the referral on.
 */
export function addReferralToCart(referral: PatientReferral): void {
  const bus = getEventBus();
  bus.emit('location:chosen', chosenPlace(referral.location));
  for (const test of referral.tests) {
    if (!test.available || test.priceMinor === null || test.attributes === null) continue;
    bus.emit('cart:item-requested', {
      serviceId: test.id,
      name: test.name,
      priceMinor: test.priceMinor,
      kind: test.kind,
      attributes: test.attributes,
      added_by_doctor: true,
      referral_id: referral.id,
      doctor_discount_percent: referral.discountPercent,
    });
  }
}

function chosenPlace(location: ChosenLocation) {
  return location.kind === 'home-service'
    ? { mode: 'home-service' as const, cityUuid: location.cityUuid, cityName: location.cityName }
    : { mode: 'collection-point' as const, facilityId: location.facilityId, facilityName: location.facilityName };
}
