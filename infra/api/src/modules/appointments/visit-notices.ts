import type { DatabaseExecutor } from '../../db/client';
import { REMINDER_HOURS, type AppointmentsDependencies } from './appointments-dependencies';
import { doctorNameOf } from './booking-views';
import { takeDueReminders, type StoredAppointment } from './store';
import { visitConfirmationMail, visitReminderSms, type VisitFacts } from './visit-messages';

/** What the patient is told of a visit: its confirmation e-mail once booked and its SMS reminder the day before. */
export function createVisitNotices(
  deps: Pick<AppointmentsDependencies, 'db' | 'clock' | 'config' | 'outbox' | 'doctors' | 'facilityOf' | 'people'>,
) {
  const { db, clock } = deps;

  async function factsOf(row: StoredAppointment): Promise<VisitFacts> {
    const [doctor] = await deps.doctors.byIds([row.doctorId]);
    const facility = await deps.facilityOf(row.facilityId);
    const service = doctor?.services.find((candidate) => candidate.id === row.serviceId);
    return {
      id: row.id,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      zone: row.zone,
      doctorName: doctor ? doctorNameOf(doctor) : '',
      serviceName: service?.name ?? '',
      meetingType: row.meetingType,
      place: facility ? `${facility.name}, ${facility.street}, ${facility.postalCode} ${facility.city}` : null,
    };
  }

  return {
    factsOf,

    /** Queues, in `tx`, the confirmation e-mail of a visit now booked (once per visit). */
    async confirmIn(tx: DatabaseExecutor, row: StoredAppointment, payment: { paidLate: boolean }): Promise<void> {
      const holder = await deps.people.holder(row.accountId);
      if (!holder) return;
      const mail = visitConfirmationMail(holder.email, await factsOf(row), deps.config.siteUrl, payment);
      await deps.outbox.queueMail(tx, mail, {
        kind: 'visit-confirmation',
        key: `visit-confirmation:${row.id}`,
      });
    },

    /** Queues the SMS reminder of every booked visit starting within REMINDER_HOURS, once per visit. */
    async queueDueReminders(): Promise<number> {
      const now = clock();
      return db.transaction(async (tx) => {
        const due = await takeDueReminders(tx, now, REMINDER_HOURS);
        for (const row of due) {
          if (!row.contactPhone) continue;
          await deps.outbox.queueSms(tx, visitReminderSms(row.contactPhone, await factsOf(row)), {
            kind: 'visit-reminder',
            key: `visit-reminder:${row.id}`,
          });
        }
        return due.length;
      });
    },
  };
}

export type VisitNotices = ReturnType<typeof createVisitNotices>;
