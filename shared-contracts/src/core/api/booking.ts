import { array, boolean, enums, integer, nullable, object, optional, string, type Infer } from 'superstruct';
import { MEETING_TYPES } from './doctors';
import { StartPaymentAnswer } from './payments';

/**
 * Online doctor appointments (issue 17). Paths are relative to the API base (`/api`). Times on the wire are ISO
 * date-times in UTC (`2026-03-29T08:00:00.000Z`); the clinic's zone (an IANA name, Europe/Warsaw by default) is named
 * beside them, so a screen shows them in the patient's zone and says the clinic's. Dates are `yyyy-MM-dd` in the
 * clinic's zone; local times `HH:mm`.
 *
 * An appointment is paid through an order of the shop (one line, the service's price): online with the order's
 * payments (POST ORDER_PATHS.payments(orderId)), or at the facility (the order awaits payment at the visit). So the
 * payment pages, receipts and refunds are the orders'.
 */
export const BOOKING_PATHS = {
  /** GET `DoctorSearchQuery` → `DoctorSearchAnswer`, anyone. */
  doctors: 'booking/doctors',
  /** GET → `BookableService`, anyone; 404 for an unknown service. */
  service: (serviceId: string) => `booking/services/${encodeURIComponent(serviceId)}`,
  /** GET `FreeSlotsQuery` → `FreeSlots`, anyone; 404 for an unknown service. */
  slots: (serviceId: string) => `booking/services/${encodeURIComponent(serviceId)}/slots`,
  /** POST `BookAppointmentRequest` → 201 `Appointment`; 409 `SlotTakenAnswer`; signed in. GET `AppointmentListQuery` → `AppointmentList`. */
  appointments: 'appointments',
  /** GET → `Appointment` for the account that booked it; 404 for anyone else. */
  appointment: (id: string) => `appointments/${encodeURIComponent(id)}`,
  /** POST (no body) → `AppointmentPaymentAnswer`: starts (or continues) the online payment of a held appointment. */
  payment: (id: string) => `appointments/${encodeURIComponent(id)}/payment`,
  /** POST (no body) → `Appointment` cancelled (refunded when paid). */
  cancel: (id: string) => `appointments/${encodeURIComponent(id)}/cancel`,
  /** POST `RescheduleRequest` → `Appointment` at the new time; 409 `SlotTakenAnswer`. */
  reschedule: (id: string) => `appointments/${encodeURIComponent(id)}/reschedule`,
  /** GET → text/calendar (an .ics file of the visit). */
  calendar: (id: string) => `appointments/${encodeURIComponent(id)}/calendar.ics`,
  /** GET → `VideoRoomAccess`, for the visit's patient-account and its doctor only (404 for anyone else). */
  room: (id: string) => `appointments/${encodeURIComponent(id)}/room`,
  /** GET → `YourDoctors`: the doctors the account's patients have seen. */
  yourDoctors: 'appointments/doctors',
  /** Verified doctor acting as doctor. GET → `DoctorAvailability`; PUT `DoctorAvailabilityUpdate` → `DoctorAvailability`. */
  doctorAvailability: 'doctor/availability',
  /** Verified doctor. GET `DoctorScheduleQuery` → `DoctorSchedule`. */
  doctorSchedule: 'doctor/schedule',
  /** Verified doctor. POST `VisitOutcomeRequest` → `DoctorVisit`. */
  doctorVisitOutcome: (id: string) => `doctor/visits/${encodeURIComponent(id)}/outcome`,
  /** Verified doctor. PUT `VisitNoteRequest` → `DoctorVisit`. */
  doctorVisitNote: (id: string) => `doctor/visits/${encodeURIComponent(id)}/note`,
} as const;

/** The clinic's zone when a doctor has not named another. */
export const DEFAULT_CLINIC_ZONE = 'Europe/Warsaw';
/** How long a slot is held for its online payment. */
export const APPOINTMENT_HOLD_MINUTES = 10;
/** A visit cancels free of charge (and refunded) until this many hours before it starts; so does rescheduling. */
export const FREE_CANCELLATION_HOURS = 24;
/** The video room opens this many minutes before the slot and closes this many minutes after it starts. */
export const ROOM_OPENS_MINUTES_BEFORE = 10;
export const ROOM_CLOSES_MINUTES_AFTER = 60;
/** The widest range of days one free-slot request may ask for. */
export const MAX_SLOT_RANGE_DAYS = 31;
/** The longest visit note. */
export const VISIT_NOTE_MAX_LENGTH = 500;

/** The private realtime channel of a visit's video room (signalling between its patient and doctor). */
export function visitRoomChannel(appointmentId: string): string {
  return `private-visit-${appointmentId}`;
}

/** Texts the API answers, word for word. */
export const BOOKING_MESSAGES = {
  /** 409: someone else took the slot first. */
  slotTaken: 'This time has just been taken. Choose another one.',
  /** 422 `startsAt`. */
  past: 'Choose a date after now.',
  /** 422 `startsAt`. */
  outsideAvailability: 'The doctor does not receive at this time.',
  /** 422 `startsAt`: malformed. */
  invalidDate: 'Enter a valid date and time.',
  /** 422 `meetingType`. */
  meetingTypeNotOffered: 'This service is not offered by this meeting type.',
  /** 422 `patientId`. */
  unknownPatient: 'Choose one of your patients.',
  /** 422 `paymentMethod` at_facility: every meeting type is a video or a phone visit (spec §1, §3). */
  payOnline: 'Visits are held by video or phone, so they are paid online.',
  /** 409 to cancel or reschedule within FREE_CANCELLATION_HOURS of the visit, or of a visit that is over. */
  tooLateToChange: 'A visit can be cancelled or moved until 24 hours before it starts.',
  /** 409 to cancel, reschedule or pay a visit that is cancelled, released or over. */
  notChangeable: 'This visit can no longer be changed.',
  /** 409 to pay a visit paid at the facility or already paid. */
  notPayable: 'This visit cannot be paid online.',
  /** 409 to mark a visit that has not started yet, or is not booked. */
  outcomeTooEarly: 'A visit can be marked once it has started.',
  /** 422 on `from`/`to`. */
  badRange: 'Choose a range of at most 31 days, the end not before the start.',
  /** 422 on availability rules (`rules.{i}.end`, `rules.{i}.serviceId`, ...). */
  endBeforeStart: 'The end must be after the start.',
  slotLongerThanHours: 'The hours must hold at least one visit.',
  unknownService: 'Choose one of your services.',
  unknownFacility: 'Choose a facility.',
  unknownZone: 'Choose a valid time zone.',
  overlappingRules: 'These hours overlap other hours of the same day.',
} as const;

export const MeetingType = enums(MEETING_TYPES);

/**
 * `online`: paid through the order's online payment. `at_facility` (paid at the facility at the visit) is kept for
 * visits booked when `meet` was taken for a meeting at the facility; new bookings are refused it, as every meeting
 * type is by video or phone.
 */
export const APPOINTMENT_PAYMENT_METHODS = ['online', 'at_facility'] as const;
export type AppointmentPaymentMethod = (typeof APPOINTMENT_PAYMENT_METHODS)[number];

/**
 * held: waiting up to APPOINTMENT_HOLD_MINUTES for its online payment; booked: paid, or to be paid at the facility;
 * released: the hold ran out unpaid (money arriving later is refunded); cancelled; done; no_show.
 */
export const APPOINTMENT_STATUSES = ['held', 'booked', 'released', 'cancelled', 'done', 'no_show'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const BookingFacility = object({
  id: string(),
  name: string(),
  city: string(),
  street: string(),
  postalCode: string(),
});
export type BookingFacility = Infer<typeof BookingFacility>;

export const BookingDoctor = object({
  slug: string(),
  firstName: string(),
  lastName: string(),
  title: nullable(string()),
  mainCategory: string(),
});
export type BookingDoctor = Infer<typeof BookingDoctor>;

/** One free slot: UTC start and end, where and how it can be met. */
export const FreeSlot = object({
  startsAt: string(),
  endsAt: string(),
  serviceId: string(),
  facilityId: string(),
  /** The meeting types this slot may be booked as (those of the rules that open it). */
  meetingTypes: array(MeetingType),
});
export type FreeSlot = Infer<typeof FreeSlot>;

/** GET BOOKING_PATHS.slots: `from` and `to` inclusive dates in the clinic's zone; `to` defaults to `from` + 6 days. */
export const FreeSlotsQuery = object({
  from: string(),
  to: optional(string()),
  meetingType: optional(MeetingType),
});
export type FreeSlotsQuery = Infer<typeof FreeSlotsQuery>;

/** Free slots, earliest first: past, taken and held ones left out. */
export const FreeSlots = object({ zone: string(), slots: array(FreeSlot) });
export type FreeSlots = Infer<typeof FreeSlots>;

export const BookableServiceSummary = object({
  id: string(),
  code: string(),
  name: string(),
  priceMinor: integer(),
  meetingTypes: array(MeetingType),
});

/** GET BOOKING_PATHS.service: what the choose-date page books. */
export const BookableService = object({
  id: string(),
  code: string(),
  name: string(),
  priceMinor: integer(),
  currency: string(),
  meetingTypes: array(MeetingType),
  doctor: BookingDoctor,
  /** Where the doctor receives for this service. */
  facilities: array(BookingFacility),
  zone: string(),
});
export type BookableService = Infer<typeof BookableService>;

/** GET BOOKING_PATHS.doctors: every filter optional; `specialization` matches the main category or any specialization. */
export const DoctorSearchQuery = object({
  specialization: optional(string()),
  facilityId: optional(string()),
  /** A doctor service code (e.g. 'consultation'). */
  service: optional(string()),
  meetingType: optional(MeetingType),
});
export type DoctorSearchQuery = Infer<typeof DoctorSearchQuery>;

export const DoctorSearchResult = object({
  doctor: BookingDoctor,
  specializations: array(string()),
  facility: nullable(BookingFacility),
  services: array(BookableServiceSummary),
  /** The earliest free slot of the matching services in the next 30 days; null when there is none. */
  nextSlot: nullable(FreeSlot),
});
export type DoctorSearchResult = Infer<typeof DoctorSearchResult>;

export const DoctorSearchAnswer = object({ zone: string(), currency: string(), doctors: array(DoctorSearchResult) });
export type DoctorSearchAnswer = Infer<typeof DoctorSearchAnswer>;

/**
 * POST BOOKING_PATHS.appointments. `patientId` null books for the account holder, else one of the account's patients
 * (GET /api/profile/patients). `paymentMethod` online (at_facility is refused: visits are by video or phone).
 */
export const BookAppointmentRequest = object({
  serviceId: string(),
  startsAt: string(),
  meetingType: MeetingType,
  patientId: nullable(string()),
  paymentMethod: enums(APPOINTMENT_PAYMENT_METHODS),
});
export type BookAppointmentRequest = Infer<typeof BookAppointmentRequest>;

/** 409 when the slot is taken (or held) by someone else: the message and the service's next free slots. */
export const SlotTakenAnswer = object({ message: string(), nextSlots: array(FreeSlot) });
export type SlotTakenAnswer = Infer<typeof SlotTakenAnswer>;

export const Appointment = object({
  id: string(),
  status: enums(APPOINTMENT_STATUSES),
  startsAt: string(),
  endsAt: string(),
  zone: string(),
  meetingType: MeetingType,
  service: object({ id: string(), code: string(), name: string() }),
  priceMinor: integer(),
  currency: string(),
  paymentMethod: enums(APPOINTMENT_PAYMENT_METHODS),
  paid: boolean(),
  /** The order that carries the payment (payment pages and receipt are the order's). */
  orderId: string(),
  /** Until when a held appointment waits for its payment; null otherwise. */
  holdExpiresAt: nullable(string()),
  doctor: BookingDoctor,
  facility: nullable(BookingFacility),
  /** null id: the account holder. */
  patient: object({ id: nullable(string()), firstName: string(), lastName: string() }),
  /** The doctor's short note to the patient. */
  note: nullable(string()),
  /** Whether cancelling or rescheduling is still possible (free, before FREE_CANCELLATION_HOURS). */
  changeable: boolean(),
  /** meet/online: a video visit (join through BOOKING_PATHS.room); phone_call/telemedecine: the doctor calls. */
  video: boolean(),
});
export type Appointment = Infer<typeof Appointment>;

/** GET BOOKING_PATHS.appointments: upcoming (not yet ended, soonest first) or past (latest first). */
export const AppointmentListQuery = object({ when: optional(enums(['upcoming', 'past'] as const)) });
export type AppointmentListQuery = Infer<typeof AppointmentListQuery>;

export const AppointmentList = object({ appointments: array(Appointment) });
export type AppointmentList = Infer<typeof AppointmentList>;

/** POST BOOKING_PATHS.payment: the order's payment attempt; pay at `redirectUrl`, then back to /payment/status/{orderId}. */
export const AppointmentPaymentAnswer = object({ orderId: string(), payment: StartPaymentAnswer });
export type AppointmentPaymentAnswer = Infer<typeof AppointmentPaymentAnswer>;

export const RescheduleRequest = object({ startsAt: string(), meetingType: optional(MeetingType) });
export type RescheduleRequest = Infer<typeof RescheduleRequest>;

export const YourDoctors = object({
  doctors: array(object({ doctor: BookingDoctor, lastVisitAt: string() })),
});
export type YourDoctors = Infer<typeof YourDoctors>;

/** GET BOOKING_PATHS.room. */
export const VideoRoomAccess = object({
  /** True from ROOM_OPENS_MINUTES_BEFORE before the slot to ROOM_CLOSES_MINUTES_AFTER after its start. */
  mayJoin: boolean(),
  opensAt: string(),
  closesAt: string(),
  /** The private realtime channel for signalling (authorised for this visit's patient-account and doctor only). */
  channel: string(),
  /** Who is asking. */
  as: enums(['patient', 'doctor'] as const),
  video: boolean(),
  /** For phone visits, to the doctor only: the number to call. Null otherwise. */
  patientPhone: nullable(string()),
});
export type VideoRoomAccess = Infer<typeof VideoRoomAccess>;

/** weekday: 1 Monday … 7 Sunday (luxon's). start/end 'HH:mm' in the zone; slotMinutes 5-240. */
export const AvailabilityRule = object({
  serviceId: string(),
  facilityId: string(),
  meetingType: MeetingType,
  weekday: integer(),
  start: string(),
  end: string(),
  slotMinutes: integer(),
});
export type AvailabilityRule = Infer<typeof AvailabilityRule>;

/** A day off: no slots that date (clinic's zone). */
export const AvailabilityException = object({ date: string(), reason: nullable(string()) });
export type AvailabilityException = Infer<typeof AvailabilityException>;

export const DoctorAvailability = object({
  zone: string(),
  rules: array(AvailabilityRule),
  exceptions: array(AvailabilityException),
});
export type DoctorAvailability = Infer<typeof DoctorAvailability>;

/** PUT replaces every rule and exception at once. */
export const DoctorAvailabilityUpdate = DoctorAvailability;
export type DoctorAvailabilityUpdate = Infer<typeof DoctorAvailabilityUpdate>;

/** GET BOOKING_PATHS.doctorSchedule: `date` in the clinic's zone (today by default); `days` 1 (day) or 7 (week). */
export const DoctorScheduleQuery = object({ date: optional(string()), days: optional(string()) });
export type DoctorScheduleQuery = Infer<typeof DoctorScheduleQuery>;

export const DoctorVisit = object({
  id: string(),
  status: enums(APPOINTMENT_STATUSES),
  startsAt: string(),
  endsAt: string(),
  meetingType: MeetingType,
  service: object({ id: string(), code: string(), name: string() }),
  facility: nullable(BookingFacility),
  patient: object({ firstName: string(), lastName: string() }),
  /** The patient's phone, for phone_call and telemedecine visits only. */
  patientPhone: nullable(string()),
  paid: boolean(),
  note: nullable(string()),
});
export type DoctorVisit = Infer<typeof DoctorVisit>;

/** Held and booked visits (and those marked done or no-show) of the range, earliest first. */
export const DoctorSchedule = object({ zone: string(), from: string(), to: string(), visits: array(DoctorVisit) });
export type DoctorSchedule = Infer<typeof DoctorSchedule>;

export const VisitOutcomeRequest = object({ outcome: enums(['done', 'no_show'] as const) });
export type VisitOutcomeRequest = Infer<typeof VisitOutcomeRequest>;

export const VisitNoteRequest = object({ note: string() });
export type VisitNoteRequest = Infer<typeof VisitNoteRequest>;
