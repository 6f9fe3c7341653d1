import type {
  Appointment,
  AppointmentList,
  BookingFacility,
  YourDoctors,
} from '@labshop/shared-contracts/core/api/booking';
import type { DatabaseExecutor } from '../../db/client';
import { notFound } from '../../platform/errors';
import type { Principal } from '../../platform/principal';
import { isRecordId } from '../../platform/request-values';
import type { AppointmentsDependencies } from './appointments-dependencies';
import { appointmentOf, bookingDoctorOf } from './booking-views';
import { appointmentsOfAccount, findAppointment, type StoredAppointment } from './store';

/** An account's own visits, as the patient reads them: one, the upcoming or past ones, and the doctors seen. */
export function createVisitReading(deps: Pick<AppointmentsDependencies, 'db' | 'clock' | 'doctors' | 'facilityOf'>) {
  const { db, clock } = deps;

  async function shaped(_principal: Principal, rows: StoredAppointment[]): Promise<Appointment[]> {
    const doctors = new Map((await deps.doctors.byIds(rows.map((row) => row.doctorId))).map((d) => [d.id, d]));
    const facilities = new Map<string, BookingFacility | null>();
    for (const facilityId of new Set(rows.map((row) => row.facilityId))) {
      facilities.set(facilityId, await deps.facilityOf(facilityId));
    }
    const now = clock();
    return rows.map((row) => {
      const doctor = doctors.get(row.doctorId);
      if (!doctor) throw new Error(`The doctor of appointment ${row.id} is gone`);
      return appointmentOf(row, {
        doctor,
        facility: facilities.get(row.facilityId) ?? null,
        paid: row.paidAt !== null,
        now,
      });
    });
  }

  /** One visit as the patient reads it. */
  async function shapedOne(principal: Principal, row: StoredAppointment): Promise<Appointment> {
    const [shapedRow] = await shaped(principal, [row]);
    return shapedRow!;
  }

  async function ownAppointment(principal: Principal, id: string, tx: DatabaseExecutor = db, lock = false) {
    if (!isRecordId(id) || principal.kind !== 'account') throw notFound();
    // A doctor acting as doctor reads visits through the schedule; here every account reads its own bookings.
    const own: Principal = { ...principal, role: 'patient' };
    const row = await findAppointment(tx, own, id, { lock });
    if (!row) throw notFound();
    return row;
  }

  return {
    shaped,
    shapedOne,
    ownAppointment,

    async appointment(principal: Principal, id: string): Promise<Appointment> {
      return shapedOne(principal, await ownAppointment(principal, id));
    },

    /** The account's upcoming or past visits, for every patient of the account. */
    async list(principal: Principal, when: 'upcoming' | 'past'): Promise<AppointmentList> {
      return { appointments: await shaped(principal, await appointmentsOfAccount(db, principal, when, clock())) };
    },

    /** The doctors the account's patients have seen (a visit done, or booked and over), latest visit first. */
    async yourDoctors(principal: Principal): Promise<YourDoctors> {
      const now = clock();
      const seen = (await appointmentsOfAccount(db, principal, 'past', now)).filter(
        (row) => row.status === 'done' || (row.status === 'booked' && row.endsAt <= now),
      );
      const lastVisit = new Map<string, Date>();
      for (const row of seen) if (!lastVisit.has(row.doctorId)) lastVisit.set(row.doctorId, row.startsAt);
      const doctors = await deps.doctors.byIds([...lastVisit.keys()]);
      return {
        doctors: doctors
          .map((doctor) => ({ doctor: bookingDoctorOf(doctor), lastVisitAt: lastVisit.get(doctor.id)!.toISOString() }))
          .sort((a, b) => b.lastVisitAt.localeCompare(a.lastVisitAt)),
      };
    },
  };
}

export type VisitReading = ReturnType<typeof createVisitReading>;
