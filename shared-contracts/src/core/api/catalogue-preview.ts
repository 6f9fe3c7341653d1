import { boolean, object, type Infer } from 'superstruct';
import { PackageDetail, TestDetail } from './catalogue-detail';

/**
 * GET /api/catalogue/preview/tests/{id} and /preview/packages/{id} (admins only: 401 for a guest, 403 for anyone
 * else): an item whether published or not, priced like its page, so it can be checked before it goes on sale.
 */
export const TestPreview = object({ published: boolean(), item: TestDetail });
export type TestPreview = Infer<typeof TestPreview>;

export const PackagePreview = object({ published: boolean(), item: PackageDetail });
export type PackagePreview = Infer<typeof PackagePreview>;
