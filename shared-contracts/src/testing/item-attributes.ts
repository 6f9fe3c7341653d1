import type { ItemPricingAttributes } from '@labshop/shared-contracts/core';

/** The pricing attributes of a plain single test (no nurse, not a package), with what a test needs changed. */
export function createItemAttributes(overrides: Partial<ItemPricingAttributes> = {}): ItemPricingAttributes {
  return {
    require_nursing_services: false,
    is_including_nursing: false,
    package: false,
    is_screening: false,
    is_weight_loss_package: false,
    screening_type: null,
    basic_service_id: null,
    extended_service_id: null,
    screening_service: null,
    ...overrides,
  };
}
