import { ownPackageDiscountOnPrices, type OwnPackageDiscountOnPrices } from './own-package-discount';

/**
 * A custom package: 5 to 15 tests, priced with the own-package discount, so it grows from 5% at 5
 * tests to 25% at 15. (One text of the product says "up to 20%"; the own-package rule's 25% is the one kept.)
 */
export const CUSTOM_PACKAGE_MIN_TESTS = 5;
export const CUSTOM_PACKAGE_MAX_TESTS = 15;
/** The cart's rule, word for word. */
export const CUSTOM_PACKAGE_RULE_MESSAGE = 'Select 5-15 tests for the discount.';

export type CustomPackageValidation =
  { valid: true } | { valid: false; problem: 'too-few-tests' | 'too-many-tests'; message: string };

export function validateCustomPackage(testCount: number): CustomPackageValidation {
  if (testCount < CUSTOM_PACKAGE_MIN_TESTS) {
    return { valid: false, problem: 'too-few-tests', message: CUSTOM_PACKAGE_RULE_MESSAGE };
  }
  if (testCount > CUSTOM_PACKAGE_MAX_TESTS) {
    return { valid: false, problem: 'too-many-tests', message: CUSTOM_PACKAGE_RULE_MESSAGE };
  }
  return { valid: true };
}

export interface CustomPackageQuote extends OwnPackageDiscountOnPrices {
  validation: CustomPackageValidation;
  totalMinor: number;
}

/** What the package builder shows for the tests chosen so far (their prices for one patient). */
export function quoteCustomPackage(testPricesMinor: readonly number[]): CustomPackageQuote {
  const discount = ownPackageDiscountOnPrices(testPricesMinor);
  return {
    ...discount,
    validation: validateCustomPackage(discount.itemCount),
    totalMinor: discount.baseMinor - discount.discountMinor,
  };
}
