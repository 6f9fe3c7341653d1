import type { LabPatientIdentity } from '@labshop/shared-contracts/core';

/** Why a report matched no ordered test and was kept for review, in words for the reviewer. */
export const UNMATCHED_REASONS = {
  noOrder: 'No order has this number.',
  notPaid: 'The order is not paid.',
  noTest: 'The order has no test with this code.',
  noPatient: 'The patient in the message does not match the patient the test was ordered for.',
  ambiguous: 'Several patients of the order had this test, and the message does not say which one.',
} as const;

/**
 * The shop's order number as a lab echoes it, only in full: 'LS-000042' is order 42, while '42', 'LS42' or
 * 'LS-0042' name none, so a lab's own sample number or a typo never lands a result on someone else's order.
 */
export function parseOrderNumber(text: string): number | null {
  const match = /^LS-(\d{6,9})$/iu.exec(text.trim());
  if (match?.[1] === undefined) return null;
  const number = Number(match[1]);
  // As the shop prints it: six digits at least, zero-padded, never more zeros than that.
  return `LS-${String(number).padStart(6, '0')}` === text.trim().toUpperCase() ? number : null;
}

/** A surname as lab systems may have typed it: without case or accents ('ł' has no accent to drop, so it is mapped). */
const comparable = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ł/giu, 'l')
    .trim()
    .toLowerCase();

/**
 * Whether the lab's patient is the ordered test's patient: nothing the two both state may differ, and at least
 * the PESEL or the date of birth must be stated by both and agree, so a result never lands on a namesake.
 */
export function identityFits(
  lab: LabPatientIdentity,
  ordered: { pesel: string | null; birthDate: string | null; lastName: string; sex: 'm' | 'f' },
): boolean {
  const both = <T>(left: T | null, right: T | null) => left !== null && right !== null;
  if (both(lab.pesel, ordered.pesel) && lab.pesel !== ordered.pesel) return false;
  if (both(lab.birthDate, ordered.birthDate) && lab.birthDate !== ordered.birthDate) return false;
  if (lab.sex !== null && lab.sex !== ordered.sex) return false;
  if (lab.familyName !== null && comparable(lab.familyName) !== comparable(ordered.lastName)) return false;
  return both(lab.pesel, ordered.pesel) || both(lab.birthDate, ordered.birthDate);
}
