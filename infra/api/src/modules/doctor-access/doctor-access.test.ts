import {
  AccessLogAnswer,
  AccountDataAnswer,
  AccountDoctor,
  SharedResultsAnswer,
  UNKNOWN_PATIENT_MESSAGE,
} from '@labshop/shared-contracts/core/api/doctor-access';
import { ResultDetail } from '@labshop/shared-contracts/core/api/results';
import { AuditLogPage } from '@labshop/shared-contracts/core/api/admin-audit-log';
import { createTestAccount, signedIn, signedInAs } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { testPesel } from '../../testing/identity-numbers';
import { registerLab } from '../lab-delivery/store/labs';
import { createLoincTest, createTestOrder } from '../lab-delivery/testing/paid-order';
import { deliverFhirResult } from '../results/testing/deliver-result';

describe('sharing results with a doctor', () => {
  let testApp: TestApp;
  let labKey: string;
  // Each request happens a minute after the one before, so the audit's order is the order of the reads.
  let now = new Date('2026-05-02T09:00:00Z').getTime();

  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => new Date((now += 60_000)) });
    ({ apiKey: labKey } = await registerLab(testApp.db, { code: 'access-lab', name: 'Access Lab' }));
  });
  afterAll(() => testApp.close());

  /** A patient with one stored glucose result, and a doctor's account (acting as doctor). */
  async function patientAndDoctor() {
    const pesel = testPesel('1985-04-10', 'f');
    const patient = await createTestAccount(testApp.db, { pesel, birthDate: '1985-04-10', sex: 'f' });
    const doctor = await createTestAccount(testApp.db, { firstName: 'Piotr', lastName: 'Nowak', roles: ['doctor'] });
    const glucose = await createLoincTest(testApp.db, '2345-7', 'Glucose');
    const { orderNumber } = await createTestOrder(testApp.db, {
      accountId: patient.id,
      patients: [{ patient: { pesel }, testIds: [glucose.id] }],
    });
    const resultId = await deliverFhirResult(testApp, labKey, {
      orderNumber,
      labReportId: `ACCESS-${orderNumber}`,
      testCode: '2345-7',
      testName: 'Glucose',
      pesel,
      observations: [
        { loinc: '2345-7', name: 'Glucose', quantity: { value: 5.0, unit: 'mmol/L' }, low: 3.9, high: 5.5 },
      ],
    });
    return { patient, doctor, pesel, resultId };
  }

  async function call(method: 'GET' | 'POST' | 'PUT', url: string, accountId?: string, payload?: object) {
    const headers = accountId === undefined ? {} : await signedIn(testApp.app, accountId);
    return testApp.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  }

  const doctorReads = (doctorId: string, patientId: string, resultId: string) =>
    Promise.all([
      call('GET', `/api/doctor/shared-patients/${patientId}/results`, doctorId),
      call('GET', `/api/doctor/shared-patients/${patientId}/results/${resultId}`, doctorId),
    ]);

  it('lets a doctor read only after the patient accepts, and not after the patient stops sharing', async () => {
    const { patient, doctor, pesel, resultId } = await patientAndDoctor();

    const asked = await call('POST', '/api/doctor/access-requests', doctor.id, { pesel });
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toEqual({ patient: { id: patient.id, name: 'Anna Kowalska' }, state: 'requested' });

    const accountData = expectShape((await call('GET', '/api/account-data', patient.id)).json(), AccountDataAnswer);
    expect(accountData.doctors).toEqual([
      expect.objectContaining({ id: doctor.id, name: 'Piotr Nowak', ask_for_examinations: true, add_access: false }),
    ]);
    for (const response of await doctorReads(doctor.id, patient.id, resultId)) {
      expect(response.statusCode).toBe(404);
    }

    const accepted = await call('POST', `/api/profile/history/add-access/${doctor.id}`, patient.id, {
      add_access: true,
    });
    expect(accepted.statusCode).toBe(200);
    expect(expectShape(accepted.json(), AccountDoctor)).toMatchObject({
      ask_for_examinations: false,
      add_access: true,
    });

    const [list, one] = await doctorReads(doctor.id, patient.id, resultId);
    expect(list?.statusCode).toBe(200);
    const shared = expectShape(list?.json(), SharedResultsAnswer);
    expect(shared.patients[0]?.entries.map((entry) => entry.resultId)).toEqual([resultId]);
    expect(one?.statusCode).toBe(200);
    expect(expectShape(one?.json(), ResultDetail).observations[0]?.flagWords).toBe('Normal');
    // The doctor reads a result's values a page at a time, as the patient does.
    const resultPath = `/api/doctor/shared-patients/${patient.id}/results/${resultId}`;
    const second = expectShape((await call('GET', `${resultPath}?page=2`, doctor.id)).json(), ResultDetail);
    expect(second).toMatchObject({ observations: [], valuesPage: { page: 2, total: 1, outOfRange: 0 } });
    expect((await call('GET', `${resultPath}?page=0`, doctor.id)).statusCode).toBe(422);

    const stopped = await call('PUT', `/api/profile/history/add-access/${doctor.id}`, patient.id, {
      add_access: false,
    });
    expect(stopped.json()).toMatchObject({ add_access: false, ask_for_examinations: false, granted_at: null });
    for (const response of await doctorReads(doctor.id, patient.id, resultId)) {
      expect(response.statusCode).toBe(404);
    }

    // Sharing again needs no new request.
    await call('POST', `/api/profile/history/add-access/${doctor.id}`, patient.id, { add_access: true });
    const [again] = await doctorReads(doctor.id, patient.id, resultId);
    expect(again?.statusCode).toBe(200);
  });

  it('shows the patient every read by a doctor, newest first', async () => {
    const { patient, doctor, resultId } = await patientAndDoctor();
    await call('POST', `/api/profile/history/add-access/${doctor.id}`, patient.id, { add_access: true });

    await call('GET', `/api/doctor/shared-patients/${patient.id}/results`, doctor.id);
    await call('GET', `/api/doctor/shared-patients/${patient.id}/results/${resultId}`, doctor.id);
    // A refused read is no read.
    await call('PUT', `/api/profile/history/add-access/${doctor.id}`, patient.id, { add_access: false });
    await call('GET', `/api/doctor/shared-patients/${patient.id}/results`, doctor.id);

    const log = expectShape((await call('GET', '/api/profile/history/access-log', patient.id)).json(), AccessLogAnswer);
    expect(log.entries.map((entry) => [entry.doctor.name, entry.action, entry.testName, entry.resultId])).toEqual([
      ['Piotr Nowak', 'viewed-result', 'Glucose', resultId],
      ['Piotr Nowak', 'viewed-results', null, null],
    ]);
    const doctorsLog = (await call('GET', '/api/profile/history/access-log', doctor.id)).json<AccessLogAnswer>();
    expect(doctorsLog.entries).toEqual([]);

    // The shop's audit log has the same two reads, with the doctor as who acted.
    const admin = await createTestAccount(testApp.db, { roles: ['patient', 'admin'] });
    const audit = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/audit-log?actor=${doctor.id}&action=doctor_read_results`,
      headers: await signedInAs(testApp.app, admin.id, 'admin'),
    });
    expect(
      expectShape(audit.json(), AuditLogPage).entries.map((entry) => [entry.actor?.id, entry.accountId, entry.record]),
    ).toEqual([
      [doctor.id, patient.id, { type: 'lab_result', id: resultId }],
      [doctor.id, patient.id, { type: 'account', id: patient.id }],
    ]);
  });

  it('keeps other patients’ results from a doctor who has access to someone else', async () => {
    const first = await patientAndDoctor();
    const second = await patientAndDoctor();
    await call('POST', `/api/profile/history/add-access/${first.doctor.id}`, first.patient.id, { add_access: true });

    // The first patient's doctor asks for the second patient's results, and for the second's result under the first.
    const [list, one] = await doctorReads(first.doctor.id, second.patient.id, second.resultId);
    const crossed = await call(
      'GET',
      `/api/doctor/shared-patients/${first.patient.id}/results/${second.resultId}`,
      first.doctor.id,
    );

    expect([list?.statusCode, one?.statusCode, crossed.statusCode]).toEqual([404, 404, 404]);
    const shared = await call('GET', '/api/doctor/shared-patients', first.doctor.id);
    expect(shared.json()).toEqual({
      patients: [{ id: first.patient.id, name: 'Anna Kowalska', granted_at: expect.any(String) }],
    });
  });

  it('refuses patients on doctors’ endpoints, unknown patients and doctors, and malformed answers', async () => {
    const { patient, doctor, resultId } = await patientAndDoctor();
    const other = await createTestAccount(testApp.db);

    const asPatient = await doctorReads(other.id, patient.id, resultId);
    expect(asPatient.map((response) => response.statusCode)).toEqual([403, 403]);
    expect(asPatient[0]?.json()).toEqual({ message: 'It cannot be done.' });
    expect(
      (await call('POST', '/api/doctor/access-requests', other.id, { pesel: testPesel('1990-01-01', 'm') })).statusCode,
    ).toBe(403);

    const unknown = await call('POST', '/api/doctor/access-requests', doctor.id, {
      pesel: testPesel('1990-01-01', 'm'),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: UNKNOWN_PATIENT_MESSAGE });
    const byPhone = await call('POST', '/api/doctor/access-requests', doctor.id, { phone: patient.phone });
    expect(byPhone.json()).toMatchObject({ patient: { id: patient.id }, state: 'requested' });
    const neither = await call('POST', '/api/doctor/access-requests', doctor.id, {});
    expect(neither.statusCode).toBe(422);
    expect(neither.json()).toMatchObject({ errors: { pesel: ['Enter the PESEL number or the phone number.'] } });

    // Only a doctor's account can be given access.
    const notADoctor = await call('POST', `/api/profile/history/add-access/${other.id}`, patient.id, {
      add_access: true,
    });
    expect(notADoctor.statusCode).toBe(404);
    const badBody = await call('POST', `/api/profile/history/add-access/${doctor.id}`, patient.id, {
      add_access: 'yes',
    });
    expect(badBody.statusCode).toBe(422);
    expect(badBody.json()).toMatchObject({ errors: { add_access: [expect.any(String)] } });
    expect((await call('GET', '/api/account-data')).statusCode).toBe(401);
  });
});
