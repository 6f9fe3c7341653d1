import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  Appointment,
  BOOKING_PATHS,
  type AvailabilityRule,
  type BookAppointmentRequest,
} from '@labshop/shared-contracts/core/api/booking';
import { createTestAccount, signedIn, signedInAs } from '../../../testing/account-factories';
import type { TestApp } from '../../../testing/create-test-app';
import { expectShape } from '../../../testing/expect-shape';

type MeetingType = AvailabilityRule['meetingType'];

export interface BookableDoctor {
  doctorId: string;
  slug: string;
  serviceId: string;
  facilityId: string;
  doctorHeaders: { authorization: string };
}

/** A facility of the demo data (every test database has them). */
export async function anyFacilityId(testApp: TestApp): Promise<string> {
  const rows = await testApp.db.execute<{ id: string }>(sql`select id from facilities order by id limit 1`);
  const id = rows.rows[0]?.id;
  if (!id) throw new Error('No facility in the test database');
  return id;
}

/**
 * A verified doctor with a card and one service, whose weekly hours are set through the doctor's own endpoint
 * (each rule of `hours` at one facility, by the service's meeting types unless a rule names its own).
 */
export async function createBookableDoctor(
  testApp: TestApp,
  options: {
    hours: { weekday: number; start: string; end: string; slotMinutes: number; meetingType?: MeetingType }[];
    meetingTypes?: MeetingType[];
    zone?: string;
    daysOff?: string[];
    mainCategory?: string;
    specializations?: string[];
    serviceCode?: string;
    priceMinor?: number;
  },
): Promise<BookableDoctor> {
  const { db, app } = testApp;
  const account = await createTestAccount(db, {
    firstName: 'Ewa',
    lastName: 'Lekarz',
    roles: ['patient', 'doctor'],
    doctorVerification: 'verified',
    pwz: '4482916',
  });
  const facilityId = await anyFacilityId(testApp);
  const slug = `dr-${randomUUID().slice(0, 8)}`;
  const meetingTypes = options.meetingTypes ?? ['online', 'meet', 'phone_call'];
  const doctor = await db.execute<{ id: string }>(sql`
    insert into doctors (slug, first_name, last_name, title, main_category, specializations, facility_id, account_id,
      meeting_types)
    values (${slug}, 'Ewa', 'Lekarz', 'dr', ${options.mainCategory ?? 'cardiologist'},
      ${`{${(options.specializations ?? ['cardiologist']).join(',')}}`}, ${facilityId}, ${account.id},
      ${`{${meetingTypes.join(',')}}`})
    returning id`);
  const doctorId = doctor.rows[0]!.id;
  const service = await db.execute<{ id: string }>(sql`
    insert into doctor_services (doctor_id, code, name, price_minor, meeting_types)
    values (${doctorId}, ${options.serviceCode ?? 'consultation'}, 'Consultation', ${options.priceMinor ?? 15000},
      ${`{${meetingTypes.join(',')}}`})
    returning id`);
  const serviceId = service.rows[0]!.id;
  const doctorHeaders = await signedInAs(app, account.id, 'doctor');
  const rules = options.hours.flatMap((hours) =>
    (hours.meetingType ? [hours.meetingType] : meetingTypes).map((meetingType) => ({
      serviceId,
      facilityId,
      meetingType,
      weekday: hours.weekday,
      start: hours.start,
      end: hours.end,
      slotMinutes: hours.slotMinutes,
    })),
  );
  const saved = await app.inject({
    method: 'PUT',
    url: `/api/${BOOKING_PATHS.doctorAvailability}`,
    headers: doctorHeaders,
    payload: {
      zone: options.zone ?? 'Europe/Warsaw',
      rules,
      exceptions: (options.daysOff ?? []).map((date) => ({ date, reason: null })),
    },
  });
  if (saved.statusCode !== 200) throw new Error(`The doctor's hours were refused: ${saved.body}`);
  return { doctorId, slug, serviceId, facilityId, doctorHeaders };
}

/** A signed-in patient account that books as the browser does. */
export async function createBookingPatient(testApp: TestApp) {
  const { app, db } = testApp;
  const account = await createTestAccount(db);
  const headers = await signedIn(app, account.id);
  return {
    account,
    headers,
    book(request: Partial<BookAppointmentRequest> & Pick<BookAppointmentRequest, 'serviceId' | 'startsAt'>) {
      return app.inject({
        method: 'POST',
        url: `/api/${BOOKING_PATHS.appointments}`,
        headers,
        payload: { meetingType: 'online', patientId: null, paymentMethod: 'online', ...request },
      });
    },
    async booked(request: Partial<BookAppointmentRequest> & Pick<BookAppointmentRequest, 'serviceId' | 'startsAt'>) {
      const response = await this.book(request);
      if (response.statusCode !== 201) throw new Error(`The booking was refused: ${response.body}`);
      return expectShape(response.json(), Appointment);
    },
    call(method: 'GET' | 'POST', url: string, payload?: object) {
      return app.inject({ method, url: `/api/${url}`, headers, ...(payload ? { payload } : {}) });
    },
  };
}
