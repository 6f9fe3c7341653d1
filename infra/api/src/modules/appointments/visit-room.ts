import {
  ROOM_CLOSES_MINUTES_AFTER,
  ROOM_OPENS_MINUTES_BEFORE,
  visitRoomChannel,
  type VideoRoomAccess,
} from '@labshop/shared-contracts/core/api/booking';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { notFound } from '../../platform/errors';
import type { Principal } from '../../platform/principal';
import { isRecordId } from '../../platform/request-values';
import type { BookingDoctorEntry } from '../doctors/service';
import { isPhone, isVideo } from './booking-views';
import { findAppointment, type StoredAppointment } from './store';

const MINUTE_MS = 60_000;
const VISIT_ROOM_CHANNEL = /^private-visit-([0-9a-f-]{36})$/;

export interface VisitRoomDependencies {
  db: Database;
  clock: Clock;
  isVerifiedDoctor(principal: Principal): Promise<boolean>;
  doctorOfAccount(accountId: string): Promise<BookingDoctorEntry | null>;
}

/**
 * Who may be in a visit's room: the account that booked it and the visit's doctor, from ROOM_OPENS_MINUTES_BEFORE
 * before the slot to ROOM_CLOSES_MINUTES_AFTER after its start, while it is booked (or being marked by the doctor).
 */
export function createVisitRooms(deps: VisitRoomDependencies) {
  /** The visit and the caller's part in it; null for anyone else (or no such visit). */
  async function partIn(
    principal: Principal,
    id: string,
  ): Promise<{ row: StoredAppointment; as: 'patient' | 'doctor' } | null> {
    if (!isRecordId(id) || principal.kind !== 'account') return null;
    if (principal.role === 'doctor' && (await deps.isVerifiedDoctor(principal))) {
      const doctor = await deps.doctorOfAccount(principal.accountId);
      const row = doctor ? await findAppointment(deps.db, principal, id, { doctorId: doctor.id }) : null;
      if (row) return { row, as: 'doctor' };
    }
    const row = await findAppointment(deps.db, { ...principal, role: 'patient' }, id);
    return row ? { row, as: 'patient' } : null;
  }

  function window(row: StoredAppointment) {
    return {
      opensAt: new Date(row.startsAt.getTime() - ROOM_OPENS_MINUTES_BEFORE * MINUTE_MS),
      closesAt: new Date(row.startsAt.getTime() + ROOM_CLOSES_MINUTES_AFTER * MINUTE_MS),
    };
  }

  function open(row: StoredAppointment, now: Date): boolean {
    const { opensAt, closesAt } = window(row);
    const active = row.status === 'booked' || row.status === 'done';
    return active && now >= opensAt && now <= closesAt;
  }

  return {
    /** Whether the caller may join now, and on which channel; 404 for anyone but the visit's patient and doctor. */
    async access(principal: Principal, id: string): Promise<VideoRoomAccess> {
      const part = await partIn(principal, id);
      if (!part) throw notFound();
      const { row, as } = part;
      const { opensAt, closesAt } = window(row);
      return {
        mayJoin: open(row, deps.clock()),
        opensAt: opensAt.toISOString(),
        closesAt: closesAt.toISOString(),
        channel: visitRoomChannel(row.id),
        as,
        video: isVideo(row.meetingType),
        // The doctor calls the patient; the patient's number is never shown to anyone else.
        patientPhone: as === 'doctor' && isPhone(row.meetingType) ? row.contactPhone : null,
      };
    },

    /** Whether `channelName` is a visit room's channel and the caller may be in it now (the realtime auth's rule). */
    async mayEnterChannel(principal: Principal, channelName: string): Promise<boolean> {
      const id = VISIT_ROOM_CHANNEL.exec(channelName)?.[1];
      if (id === undefined) return false;
      const part = await partIn(principal, id);
      return part !== null && open(part.row, deps.clock());
    },
  };
}

export type VisitRooms = ReturnType<typeof createVisitRooms>;
