import type { WeightLossProgrammeOffer } from '@labshop/shared-contracts/core';
import { getEventBus } from '@labshop/shared-contracts/web';

/**
 * Asks the cart (another remote) to hold the programme's package: flagged is_weight_loss_package by its pricing
 * facts, with its tests so the cart can warn about one already there.
 */
export function addProgrammeToCart(offer: WeightLossProgrammeOffer): void {
  getEventBus().emit('cart:item-requested', {
    serviceId: offer.package.id,
    name: offer.package.name,
    priceMinor: offer.priceMinor,
    kind: 'weight-loss-package',
    attributes: offer.package.attributes,
    includes: offer.package.includes,
  });
}
