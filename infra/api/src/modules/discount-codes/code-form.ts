import {
  DISCOUNT_CODE_FORM_MESSAGES as MESSAGES,
  type DiscountCodeForm,
} from '@labshop/shared-contracts/core/api/admin-discount-codes';
import { ValidationError, type FieldErrors } from '../../platform/errors';
import { isRecordId } from '../../platform/request-values';
import { normaliseDiscountCode } from './discount-rules';
import type { CodeSettings } from './store';

/** What buyers can type without confusion: letters, digits, dashes and underscores. */
const CODE_FORM = /^[A-Z0-9_-]{3,64}$/;

function moment(text: string | null, field: string, errors: FieldErrors): Date | null {
  if (text === null || text.trim() === '') return null;
  const parsed = new Date(text);
  if (Number.isNaN(parsed.getTime())) {
    errors[field] = [MESSAGES.moment];
    return null;
  }
  return parsed;
}

const positiveOrNone = (value: number | null) => value === null || value >= 1;

/**
 * The settings an administrator's form gives a code, or a 422 with a message on each field that cannot be saved.
 * Whether the code is taken, and the tests and categories exist, is the database's to say when it is written.
 */
export function readCodeForm(form: DiscountCodeForm): CodeSettings {
  const errors: FieldErrors = {};
  const code = normaliseDiscountCode(form.code);
  if (code === '') errors.code = [MESSAGES.codeRequired];
  else if (!CODE_FORM.test(code)) errors.code = [MESSAGES.codeForm];
  if (form.kind === 'percentage' && (form.value < 1 || form.value > 100)) errors.value = [MESSAGES.percent];
  if (form.kind === 'fixed' && form.value < 1) errors.value = [MESSAGES.amount];
  if (form.minimumOrderMinor < 0) errors.minimumOrderMinor = [MESSAGES.minimumOrder];
  if (!positiveOrNone(form.maxUses)) errors.maxUses = [MESSAGES.maxUses];
  if (!positiveOrNone(form.perAccountLimit)) errors.perAccountLimit = [MESSAGES.perAccountLimit];
  if (!form.testIds.every(isRecordId)) errors.testIds = [MESSAGES.unknownTest];
  if (!form.categoryIds.every(isRecordId)) errors.categoryIds = [MESSAGES.unknownCategory];
  const startsAt = moment(form.startsAt, 'startsAt', errors);
  const endsAt = moment(form.endsAt, 'endsAt', errors);
  if (startsAt && endsAt && endsAt <= startsAt) errors.endsAt = [MESSAGES.endsAfterStart];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return {
    code,
    kind: form.kind,
    value: form.value,
    minimumOrderMinor: form.minimumOrderMinor,
    testIds: [...new Set(form.testIds.map((id) => id.toLowerCase()))].sort(),
    categoryIds: [...new Set(form.categoryIds.map((id) => id.toLowerCase()))].sort(),
    singleUse: form.singleUse,
    // A single-use code is spent by its first paid order: a number of uses means nothing for it.
    maxUses: form.singleUse ? null : form.maxUses,
    perAccountLimit: form.perAccountLimit,
    startsAt,
    endsAt,
    active: form.active,
  };
}

/** The field a database refusal of a written code points at, with its message; null for any other failure. */
export function fieldOfRefusal(error: unknown): FieldErrors | null {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const { code, constraint } = (cause ?? {}) as { code?: string; constraint?: string };
  if (code === '23505' && constraint?.startsWith('discount_codes_code')) return { code: [MESSAGES.codeTaken] };
  if (code === '23503' && constraint?.startsWith('discount_code_tests')) return { testIds: [MESSAGES.unknownTest] };
  if (code === '23503' && constraint?.startsWith('discount_code_categories')) {
    return { categoryIds: [MESSAGES.unknownCategory] };
  }
  return null;
}
