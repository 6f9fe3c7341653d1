import { array, boolean, enums, integer, nullable, object, string, type Infer } from 'superstruct';
import { DISCOUNT_CODE_KINDS } from './check-code';
import { ORDER_STATUSES } from './orders';

/**
 * The back-office's discount codes. Every endpoint answers 401 to a guest and 403 'It cannot be done.' to anyone not
 * acting as admin. Paths are relative to the API base (`/api`).
 */
export const ADMIN_DISCOUNT_CODE_PATHS = {
  /** GET → `AdminDiscountCodeList`, the newest first; POST `DiscountCodeForm` → 201 `AdminDiscountCode`. */
  list: 'admin/discount-codes',
  /** GET → `AdminDiscountCode`; PUT `DiscountCodeEdit` → `AdminDiscountCode`, 409 when `version` is not the latest. */
  one: (id: string) => `admin/discount-codes/${encodeURIComponent(id)}`,
  /** PUT `DiscountCodeActivity` → `AdminDiscountCode`: activates or deactivates it, 409 when `version` is stale. */
  activity: (id: string) => `admin/discount-codes/${encodeURIComponent(id)}/activity`,
  /** GET → `DiscountCodeOrders`: the orders placed with the code, the newest first. */
  orders: (id: string) => `admin/discount-codes/${encodeURIComponent(id)}/orders`,
} as const;

/**
 * A code as an administrator writes it. `value` is a whole percent (1-100) or an amount in minor units; money is in
 * minor units. Empty `testIds` and `categoryIds` make a code good for every test. A single-use code is spent by
 * its first paid order; otherwise `maxUses` orders may use it in all (null: no limit). `perAccountLimit` caps the
 * orders one account may place with it (null: no limit). `startsAt` and `endsAt` are ISO moments or null.
 */
export const DiscountCodeForm = object({
  code: string(),
  kind: enums(DISCOUNT_CODE_KINDS),
  value: integer(),
  minimumOrderMinor: integer(),
  testIds: array(string()),
  categoryIds: array(string()),
  singleUse: boolean(),
  maxUses: nullable(integer()),
  perAccountLimit: nullable(integer()),
  startsAt: nullable(string()),
  endsAt: nullable(string()),
  active: boolean(),
});
export type DiscountCodeForm = Infer<typeof DiscountCodeForm>;

/** An edit names the version it was made from: an older one than the stored code's is a 409. */
export const DiscountCodeEdit = object({ ...DiscountCodeForm.schema, version: integer() });
export type DiscountCodeEdit = Infer<typeof DiscountCodeEdit>;

export const DiscountCodeActivity = object({ active: boolean(), version: integer() });
export type DiscountCodeActivity = Infer<typeof DiscountCodeActivity>;

/** Field messages of a code the back-office cannot save (422, by field). */
export const DISCOUNT_CODE_FORM_MESSAGES = {
  codeRequired: 'Enter the code.',
  codeForm: 'Use 3-64 letters, digits, dashes or underscores.',
  codeTaken: 'This code is already taken.',
  percent: 'Enter a whole percent from 1 to 100.',
  amount: 'Enter an amount greater than 0.',
  minimumOrder: 'Enter an amount of 0 or more.',
  maxUses: 'Enter a number of uses of 1 or more, or leave it empty for no limit.',
  perAccountLimit: 'Enter a number of uses of 1 or more, or leave it empty for no limit.',
  moment: 'Enter a valid date and time.',
  endsAfterStart: 'The end must be after the start.',
  unknownTest: 'Choose tests the shop sells.',
  unknownCategory: 'Choose categories the shop has.',
} as const;

/** The answer (409) to an edit made from an older version of the code: reload it and edit again. */
export const STALE_EDIT_MESSAGE = 'Someone else changed this record meanwhile. Reload it and make your change again.';

export const AdminDiscountCode = object({
  id: string(),
  ...DiscountCodeForm.schema,
  version: integer(),
  /** Orders paid with the code, and orders placed with it still waiting for payment. */
  uses: object({ paid: integer(), open: integer() }),
  createdAt: string(),
  updatedAt: string(),
});
export type AdminDiscountCode = Infer<typeof AdminDiscountCode>;

export const AdminDiscountCodeList = object({ codes: array(AdminDiscountCode) });
export type AdminDiscountCodeList = Infer<typeof AdminDiscountCodeList>;

/** An order placed with a code, as the back-office lists it. */
export const DiscountCodeOrder = object({
  id: string(),
  number: string(),
  status: enums(ORDER_STATUSES),
  email: string(),
  totalMinor: integer(),
  placedAt: string(),
});
export type DiscountCodeOrder = Infer<typeof DiscountCodeOrder>;

export const DiscountCodeOrders = object({ orders: array(DiscountCodeOrder), currency: string() });
export type DiscountCodeOrders = Infer<typeof DiscountCodeOrders>;
