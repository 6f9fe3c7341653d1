import { BOOKING_MESSAGES, type DoctorAvailabilityUpdate } from '@labshop/shared-contracts/core/api/booking';
import { ValidationError, type FieldErrors } from '../../platform/errors';
import { dayIn, isZone, minutesOf } from './slot-calendar';
import type { StoredSchedule } from './store';

const MESSAGES = BOOKING_MESSAGES;
const SLOT_MINUTES = { least: 5, most: 240 };
const REASON_MAX_LENGTH = 200;

/**
 * The doctor's new weekly hours and days off, checked field by field (422 naming each, e.g. `rules.2.end`): hours
 * of the doctor's own services at known facilities by a meeting type the service offers, each holding at least one
 * visit, and no two of the same service, day and meeting type overlapping.
 */
export function checkAvailability(
  update: DoctorAvailabilityUpdate,
  known: {
    services: ReadonlyMap<string, readonly string[]>;
    facilityIds: ReadonlySet<string>;
  },
): StoredSchedule {
  const errors: FieldErrors = {};
  const fail = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  if (!isZone(update.zone)) fail('zone', MESSAGES.unknownZone);

  update.rules.forEach((rule, index) => {
    const at = (field: string) => `rules.${index}.${field}`;
    const meetingTypes = known.services.get(rule.serviceId);
    if (!meetingTypes) fail(at('serviceId'), MESSAGES.unknownService);
    else if (!meetingTypes.includes(rule.meetingType)) fail(at('meetingType'), MESSAGES.meetingTypeNotOffered);
    if (!known.facilityIds.has(rule.facilityId)) fail(at('facilityId'), MESSAGES.unknownFacility);
    if (!Number.isInteger(rule.weekday) || rule.weekday < 1 || rule.weekday > 7) {
      fail(at('weekday'), 'Choose a day of the week.');
    }
    const start = minutesOf(rule.start);
    const end = minutesOf(rule.end);
    if (start === null) fail(at('start'), MESSAGES.invalidDate);
    if (end === null) fail(at('end'), MESSAGES.invalidDate);
    if (start !== null && end !== null) {
      if (end <= start) fail(at('end'), MESSAGES.endBeforeStart);
      else if (rule.slotMinutes > end - start) fail(at('slotMinutes'), MESSAGES.slotLongerThanHours);
    }
    if (rule.slotMinutes < SLOT_MINUTES.least || rule.slotMinutes > SLOT_MINUTES.most) {
      fail(at('slotMinutes'), `Choose ${SLOT_MINUTES.least} to ${SLOT_MINUTES.most} minutes.`);
    }
    const overlapping = update.rules.some((other, otherIndex) => {
      if (otherIndex >= index || other.weekday !== rule.weekday || other.serviceId !== rule.serviceId) return false;
      if (other.meetingType !== rule.meetingType) return false;
      const otherStart = minutesOf(other.start);
      const otherEnd = minutesOf(other.end);
      if (start === null || end === null || otherStart === null || otherEnd === null) return false;
      return start < otherEnd && otherStart < end;
    });
    if (overlapping) fail(at('start'), MESSAGES.overlappingRules);
  });

  const seenDays = new Set<string>();
  update.exceptions.forEach((exception, index) => {
    if (dayIn(exception.date, 'UTC') === null || seenDays.has(exception.date)) {
      fail(`exceptions.${index}.date`, MESSAGES.invalidDate);
    }
    seenDays.add(exception.date);
    if (exception.reason !== null && exception.reason.length > REASON_MAX_LENGTH) {
      fail(`exceptions.${index}.reason`, `At most ${REASON_MAX_LENGTH} characters.`);
    }
  });

  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return {
    zone: update.zone,
    rules: update.rules.map((rule) => ({ ...rule })),
    daysOff: update.exceptions.map((exception) => ({
      date: exception.date,
      reason: exception.reason?.trim() || null,
    })),
  };
}
