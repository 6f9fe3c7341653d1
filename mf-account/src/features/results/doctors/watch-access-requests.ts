import {
  AccountDataAnswer,
  DOCTOR_ACCESS_PATHS,
  getApiClient,
  getEventBus,
  type EventBus,
} from '@labshop/shared-contracts';

export const DOCTOR_ACCESS_MODAL = 'doctorAskForAccessToHistoryModal';

/**
 * Spec §4 Doctor access: whenever a patient's session starts, and after each answer, reads GET /api/account-data
 * and opens doctorAskForAccessToHistoryModal for the first doctor still asking. A request the patient closed
 * without answering is not asked again on this page; it waits under Your doctors. Returns the function that stops.
 */
export function watchDoctorAccessRequests(bus: EventBus = getEventBus()): () => void {
  // The client follows the session on the bus; reaching it first means it has the new token before we ask.
  const client = getApiClient();
  const asked = new Set<string>();
  let active = true;
  let patientSignedIn = false;

  const askNext = async () => {
    try {
      const { doctors } = await client.request(DOCTOR_ACCESS_PATHS.accountData, { answer: AccountDataAnswer });
      const doctor = doctors.find((candidate) => candidate.ask_for_examinations && !asked.has(candidate.id));
      if (!active || !patientSignedIn || doctor === undefined) return;
      asked.add(doctor.id);
      bus.emit('modal:open', { name: DOCTOR_ACCESS_MODAL, props: { doctor } });
    } catch {
      // Without the doctors there is nothing to ask; the page itself works on.
    }
  };

  const sessions = bus.on('session:changed').subscribe(({ user, token }) => {
    const wasSignedIn = patientSignedIn;
    patientSignedIn = token !== null && user?.activeRole === 'patient' && user.status === 'active';
    if (!patientSignedIn) asked.clear();
    if (patientSignedIn && !wasSignedIn) void askNext();
  });
  const answers = bus.on('modal:settled').subscribe(({ name }) => {
    if (name === DOCTOR_ACCESS_MODAL && patientSignedIn) void askNext();
  });
  return () => {
    active = false;
    sessions.unsubscribe();
    answers.unsubscribe();
  };
}
