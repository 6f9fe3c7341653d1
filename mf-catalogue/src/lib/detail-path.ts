import type { TestKind } from '@labshop/shared-contracts/core';

/** The page of a test or package: single tests under /lab-test, screening variants under /package/screening. */
export function detailPath(kind: TestKind, slug: string): string {
  const encoded = encodeURIComponent(slug);
  if (kind === 'test') return `/lab-test/${encoded}`;
  if (kind === 'screening') return `/package/screening/${encoded}`;
  return `/package/${encoded}`;
}
