import { makeAutoObservable } from 'mobx';
import {
  CUSTOM_PACKAGE_MAX_TESTS,
  CUSTOM_PACKAGE_RULE_MESSAGE,
  quoteCustomPackage,
  type CustomPackageQuote,
  type TestSummary,
} from '@labshop/shared-contracts/core';

/** The tests chosen for a custom package (5 to 15), priced by the pricing module's rule. */
export class PackageSelectionStore {
  tests: TestSummary[] = [];
  /** Set when a test beyond the 15th was refused; cleared by the next change that is allowed. */
  refusal: string | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  get quote(): CustomPackageQuote {
    return quoteCustomPackage(this.tests.map((test) => test.priceMinor));
  }

  isSelected(testId: string): boolean {
    return this.tests.some((test) => test.id === testId);
  }

  /** Adds or removes a test; a 16th is refused. Returns whether the selection changed. */
  toggle(test: TestSummary): boolean {
    if (this.isSelected(test.id)) {
      this.tests = this.tests.filter((held) => held.id !== test.id);
      this.refusal = null;
      return true;
    }
    if (this.tests.length >= CUSTOM_PACKAGE_MAX_TESTS) {
      this.refusal = CUSTOM_PACKAGE_RULE_MESSAGE;
      return false;
    }
    this.tests.push(test);
    this.refusal = null;
    return true;
  }

  clear(): void {
    this.tests = [];
    this.refusal = null;
  }
}
