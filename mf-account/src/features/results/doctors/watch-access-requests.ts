import {
  AccountDataAnswer,
  DOCTOR_ACCESS_PATHS,
  DOCTOR_ACCESS_REQUESTED_EVENT,
  DoctorAccessRequestedPayload,
} from '@labshop/shared-contracts/core';
import { getApiClient, getEventBus, type EventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { listenOnAccountChannel, type RealtimeSettings } from '../live/account-channel';

export const DOCTOR_ACCESS_MODAL = 'doctorAskForAccessToHistoryModal';

type Session = EventPayload<'session:changed'>;

/**
 * Doctor access: whenever a patient's session starts, after each answer, and (with realtime on) whenever a
 * doctor asks while the page is open, reads GET /api/account-data and opens doctorAskForAccessToHistoryModal for
 * the first doctor still asking. A request the patient closed without answering is not asked again on this page
 * unless that doctor asks anew; it waits under Your doctors. Returns the function that stops.
 */
export function watchDoctorAccessRequests(bus: EventBus = getEventBus()): () => void {
  // The client follows the session on the bus; reaching it first means it has the new token before we ask.
  const client = getApiClient();
  const asked = new Set<string>();
  let active = true;
  let patientSignedIn = false;
  let session: Session = { user: null, token: null };
  let realtime: RealtimeSettings | null = null;
  // The modal is on screen: its answer reads the doctors again, so news meanwhile need no read of their own.
  let showing = false;
  let reading = false;
  let readAgain = false;

  const readAndAsk = async () => {
    try {
      const { doctors } = await client.request(DOCTOR_ACCESS_PATHS.accountData, { answer: AccountDataAnswer });
      const doctor = doctors.find((candidate) => candidate.ask_for_examinations && !asked.has(candidate.id));
      if (!active || !patientSignedIn || showing || doctor === undefined) return;
      asked.add(doctor.id);
      bus.emit('modal:open', { name: DOCTOR_ACCESS_MODAL, props: { doctor } });
    } catch {
      // Without the doctors there is nothing to ask; the page itself works on.
    }
  };

  // One read at a time, so two pieces of news arriving together cannot open the modal twice.
  const askNext = () => {
    if (!active || !patientSignedIn || showing) return;
    if (reading) {
      readAgain = true;
      return;
    }
    reading = true;
    void readAndAsk().finally(() => {
      reading = false;
      if (!readAgain) return;
      readAgain = false;
      askNext();
    });
  };

  const live = followLiveRequests((doctorId) => {
    // A doctor asking anew deserves an answer even if an earlier request of theirs was closed unanswered.
    asked.delete(doctorId);
    askNext();
  });

  const sessions = bus.on('session:changed').subscribe((next) => {
    session = next;
    const { user, token } = next;
    const wasSignedIn = patientSignedIn;
    patientSignedIn = token !== null && user?.activeRole === 'patient' && user.status === 'active';
    if (!patientSignedIn) asked.clear();
    live.update(patientSignedIn ? session : null, realtime);
    if (patientSignedIn && !wasSignedIn) askNext();
  });
  const configs = bus.on('config:loaded').subscribe((config) => {
    realtime = config.realtime;
    live.update(patientSignedIn ? session : null, realtime);
  });
  const opened = bus.on('modal:open').subscribe(({ name }) => {
    if (name === DOCTOR_ACCESS_MODAL) showing = true;
  });
  const closed = bus.on('modal:close').subscribe(({ name }) => {
    if (name === DOCTOR_ACCESS_MODAL) showing = false;
  });
  const answers = bus.on('modal:settled').subscribe(({ name }) => {
    if (name !== DOCTOR_ACCESS_MODAL) return;
    showing = false;
    askNext();
  });
  return () => {
    active = false;
    live.update(null, null);
    [sessions, configs, opened, closed, answers].forEach((subscription) => subscription.unsubscribe());
  };
}

/**
 * Listens for `doctor-access-requested` on the account's channel while a patient is signed in and realtime is on,
 * through the page's one connection; a new session or configuration moves the listener to the new one.
 */
function followLiveRequests(onRequest: (doctorId: string) => void) {
  let listeningTo: string | null = null;
  let stop: () => void = () => undefined;
  return {
    update(session: Session | null, realtime: RealtimeSettings | null) {
      const token = session?.token ?? null;
      const accountId = session?.user?.id ?? null;
      const wanted =
        realtime?.enabled && token !== null && accountId !== null ? JSON.stringify([realtime, token, accountId]) : null;
      if (wanted === listeningTo) return;
      stop();
      stop = () => undefined;
      listeningTo = wanted;
      if (wanted === null || !realtime || token === null || accountId === null) return;
      stop = listenOnAccountChannel(realtime, { token, accountId }, DOCTOR_ACCESS_REQUESTED_EVENT, (payload) => {
        // A payload of another shape is not a request we can name; the next read of the doctors still finds it.
        const [failure, request] = DoctorAccessRequestedPayload.validate(payload);
        if (!failure) onRequest(request.doctorId);
      });
    },
  };
}
