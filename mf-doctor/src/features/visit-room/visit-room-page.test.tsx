import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { VideoRoomAccess } from '@labshop/shared-contracts/core';
import { getEventBus } from '@labshop/shared-contracts/web';
import { DEFAULT_PUBLIC_CONFIG } from '@labshop/shared-contracts/web/remote-kit';
import { mockApi, renderAt, type ApiHandler } from '@labshop/shared-contracts/testing';
import { VisitRoomPage } from './visit-room-page';

type Handler = (payload: unknown) => void;
const mockChannels: { name: string; handlers: Map<string, Handler>; sent: { event: string; data: unknown }[] }[] = [];

jest.mock('pusher-js', () => ({
  __esModule: true,
  default: class {
    subscribe(name: string) {
      const channel = { name, handlers: new Map<string, Handler>(), sent: [] as { event: string; data: unknown }[] };
      mockChannels.push(channel);
      return {
        bind: (event: string, handler: Handler) => channel.handlers.set(event, handler),
        trigger: (event: string, data: unknown) => channel.sent.push({ event, data }),
      };
    }
    disconnect() {}
  },
}));

const NOW = Date.now();
const minutes = (count: number) => new Date(NOW + count * 60_000).toISOString();

function access(overrides: Partial<VideoRoomAccess> = {}): VideoRoomAccess {
  return {
    mayJoin: true,
    opensAt: minutes(-5),
    closesAt: minutes(65),
    channel: 'private-visit-visit-1',
    as: 'patient',
    video: true,
    patientPhone: null,
    ...overrides,
  };
}

const fakeTrack = (kind: string) => ({ kind, enabled: true, stop: jest.fn() });
function fakeStream(kinds: string[]) {
  const tracks = kinds.map(fakeTrack);
  return {
    getTracks: () => tracks,
    getAudioTracks: () => tracks.filter((track) => track.kind === 'audio'),
    getVideoTracks: () => tracks.filter((track) => track.kind === 'video'),
  };
}

/** The browser's answer to "may we use the camera and microphone?", one per request. */
function mediaAnswers(...answers: ('allow' | 'refuse' | 'none')[]) {
  const getUserMedia = jest.fn((constraints: { video: boolean }) => {
    const answer = answers.shift() ?? 'refuse';
    if (answer === 'allow') return Promise.resolve(fakeStream(constraints.video ? ['audio', 'video'] : ['audio']));
    const name = answer === 'none' ? 'NotFoundError' : 'NotAllowedError';
    return Promise.reject(Object.assign(new Error(name), { name }));
  });
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  return getUserMedia;
}

function showRoom(room: ApiHandler, realtime = true) {
  getEventBus().emit('config:loaded', {
    ...DEFAULT_PUBLIC_CONFIG,
    realtime: { ...DEFAULT_PUBLIC_CONFIG.realtime, enabled: realtime, key: 'app-key' },
  });
  mockApi({ 'GET /api/appointments/visit-1/room': room });
  renderAt(
    '/appointment/room/visit-1',
    <Routes>
      <Route path="/appointment/room/:visitId" element={<VisitRoomPage />} />
      <Route path="/error/:code" element={<p>Error page</p>} />
    </Routes>,
  );
}

describe('the video visit room', () => {
  beforeEach(() => {
    mockChannels.length = 0;
  });

  it('joins the visit channel with the camera and waits for the doctor, with labelled controls', async () => {
    const asked = mediaAnswers('allow');
    showRoom({ body: access() });

    expect(await screen.findByRole('button', { name: 'Mute microphone' })).toHaveAttribute('aria-pressed', 'false');
    expect(asked).toHaveBeenCalledWith({ audio: true, video: true });
    expect(screen.getByRole('button', { name: 'Turn camera off' })).toBeEnabled();
    expect(screen.getByLabelText('The video of the doctor')).toBeInTheDocument();
    expect(screen.getByLabelText('Your camera')).toBeInTheDocument();

    const channel = mockChannels[0];
    expect(channel?.name).toBe('private-visit-visit-1');
    act(() => channel?.handlers.get('pusher:subscription_succeeded')?.(undefined));
    expect(screen.getByText('Waiting for the doctor to join…')).toBeInTheDocument();
    // It says hello on the channel, as a client event the doctor's page hears.
    expect(channel?.sent.map((sent) => sent.event)).toEqual(['client-signal']);

    await userEvent.click(screen.getByRole('button', { name: 'Mute microphone' }));
    expect(screen.getByRole('button', { name: 'Mute microphone' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says the camera and microphone are blocked, and joins with sound only when asked', async () => {
    const asked = mediaAnswers('refuse', 'allow');
    showRoom({ body: access() });

    expect(await screen.findByText('The camera and microphone are blocked')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Join with sound only' }));

    expect(await screen.findByText('You joined with sound only.')).toBeInTheDocument();
    expect(asked).toHaveBeenLastCalledWith({ audio: true, video: false });
    expect(screen.getByRole('button', { name: 'Turn camera off' })).toBeDisabled();
  });

  it('says when no camera or microphone is found, and asks again on retry', async () => {
    const asked = mediaAnswers('none', 'allow');
    showRoom({ body: access() });

    expect(await screen.findByText('No camera or microphone was found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Leave the visit' })).toBeInTheDocument();
    expect(asked).toHaveBeenCalledTimes(2);
  });

  it('lets the user leave, telling the other side, and join again', async () => {
    mediaAnswers('allow', 'allow');
    showRoom({ body: access({ as: 'doctor' }) });

    const leave = await screen.findByRole('button', { name: 'Leave the visit' });
    const channel = mockChannels[0];
    act(() => channel?.handlers.get('pusher:subscription_succeeded')?.(undefined));
    await userEvent.click(leave);
    expect(screen.getByText('You left the visit.')).toBeInTheDocument();
    // The last word on the channel is the goodbye that sends the patient's page back to waiting.
    const last = channel?.sent.at(-1)?.data as { text: string } | undefined;
    expect(JSON.parse(last?.text ?? '{}')).toMatchObject({ type: 'bye' });
    expect(screen.getByRole('link', { name: 'Your schedule' })).toHaveAttribute('href', '/doctor/area/schedule');
    await userEvent.click(screen.getByRole('button', { name: 'Join again' }));
    expect(await screen.findByLabelText('The video of the patient')).toBeInTheDocument();
  });

  it('says when the room opens, before its time, without asking for the camera', async () => {
    const asked = mediaAnswers();
    showRoom({ body: access({ mayJoin: false, opensAt: minutes(60), closesAt: minutes(130) }) });

    expect(await screen.findByText(/^The room opens at \d\d:\d\d on /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeInTheDocument();
    expect(asked).not.toHaveBeenCalled();
  });

  it('says the room is closed after its time', async () => {
    mediaAnswers();
    showRoom({ body: access({ mayJoin: false, opensAt: minutes(-130), closesAt: minutes(-60) }) });
    expect(await screen.findByText('The room is closed')).toBeInTheDocument();
  });

  it("shows the doctor the patient's number for a phone visit, and no room", async () => {
    const asked = mediaAnswers();
    showRoom({ body: access({ as: 'doctor', video: false, patientPhone: '600100200' }) });

    expect(await screen.findByRole('heading', { name: 'A phone visit' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+48 600 100 200' })).toHaveAttribute('href', 'tel:+48600100200');
    expect(asked).not.toHaveBeenCalled();
  });

  it('tells the patient of a phone visit that the doctor calls', async () => {
    mediaAnswers();
    showRoom({ body: access({ video: false }) });
    expect(await screen.findByText(/the doctor calls you on the phone number of your account/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave the visit' })).not.toBeInTheDocument();
  });

  it('says there is no such page to anyone but the visit’s patient and doctor', async () => {
    mediaAnswers();
    showRoom({ status: 404, body: { message: 'Not Found' } });
    expect(await screen.findByText('Error page')).toBeInTheDocument();
    expect(screen.getByTestId('current-location')).toHaveTextContent('/error/404');
  });

  it('says video visits are unavailable when the site has no realtime channels', async () => {
    mediaAnswers();
    showRoom({ body: access() }, false);
    expect(await screen.findByText(/Video visits are not available on this site/)).toBeInTheDocument();
  });
});
