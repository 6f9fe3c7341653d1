import type {
  Appointment,
  BookingDoctor,
  BookingFacility,
  DoctorVisit,
  FreeSlot,
} from '@labshop/shared-contracts/core/api/booking';
import { FREE_CANCELLATION_HOURS } from '@labshop/shared-contracts/core/api/booking';
import type { BookingDoctorEntry } from '../doctors/service';
import type { OpenSlot } from './slot-calendar';
import type { StoredAppointment } from './store';

const VIDEO_TYPES: readonly string[] = ['meet', 'online'];
const PHONE_TYPES: readonly string[] = ['phone_call', 'telemedecine'];

export const isVideo = (meetingType: string) => VIDEO_TYPES.includes(meetingType);
export const isPhone = (meetingType: string) => PHONE_TYPES.includes(meetingType);

export function bookingDoctorOf(doctor: BookingDoctorEntry): BookingDoctor {
  return {
    slug: doctor.slug,
    firstName: doctor.firstName,
    lastName: doctor.lastName,
    title: doctor.title,
    mainCategory: doctor.mainCategory,
  };
}

export const doctorNameOf = (doctor: BookingDoctorEntry) =>
  [doctor.title, doctor.firstName, doctor.lastName].filter(Boolean).join(' ');

export function freeSlotOf(slot: OpenSlot): FreeSlot {
  return {
    startsAt: slot.startsAt.toISOString(),
    endsAt: slot.endsAt.toISOString(),
    serviceId: slot.serviceId,
    facilityId: slot.facilityId,
    meetingTypes: [...slot.meetingTypes],
  };
}

/** Cancelling or moving is free until FREE_CANCELLATION_HOURS before the visit, while it holds its slot. */
export function isChangeable(row: Pick<StoredAppointment, 'status' | 'startsAt'>, now: Date): boolean {
  const active = row.status === 'held' || row.status === 'booked';
  return active && row.startsAt.getTime() - now.getTime() >= FREE_CANCELLATION_HOURS * 3_600_000;
}

export function appointmentOf(
  row: StoredAppointment,
  parts: {
    doctor: BookingDoctorEntry;
    facility: BookingFacility | null;
    paid: boolean;
    now: Date;
  },
): Appointment {
  const service = parts.doctor.services.find((candidate) => candidate.id === row.serviceId);
  return {
    id: row.id,
    status: row.status,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    zone: row.zone,
    meetingType: row.meetingType,
    service: { id: row.serviceId, code: service?.code ?? '', name: service?.name ?? '' },
    priceMinor: row.priceMinor,
    currency: row.currency,
    paymentMethod: row.paymentMethod,
    paid: parts.paid,
    orderId: row.orderId,
    holdExpiresAt: row.status === 'held' && row.holdExpiresAt ? row.holdExpiresAt.toISOString() : null,
    doctor: bookingDoctorOf(parts.doctor),
    facility: parts.facility,
    patient: { id: row.patientId, firstName: row.patientFirstName, lastName: row.patientLastName },
    note: row.note,
    changeable: isChangeable(row, parts.now),
    video: isVideo(row.meetingType),
  };
}

export function doctorVisitOf(
  row: StoredAppointment,
  parts: { doctor: BookingDoctorEntry; facility: BookingFacility | null; paid: boolean },
): DoctorVisit {
  const service = parts.doctor.services.find((candidate) => candidate.id === row.serviceId);
  return {
    id: row.id,
    status: row.status,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    meetingType: row.meetingType,
    service: { id: row.serviceId, code: service?.code ?? '', name: service?.name ?? '' },
    facility: parts.facility,
    patient: { firstName: row.patientFirstName, lastName: row.patientLastName },
    // The doctor calls the patient for a phone visit; for a video visit the number stays the patient's.
    patientPhone: isPhone(row.meetingType) ? row.contactPhone : null,
    paid: parts.paid,
    note: row.note,
  };
}
