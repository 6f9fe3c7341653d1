import type Pusher from 'pusher-js';
import type { Channel, Members } from 'pusher-js';
import type { RealtimeServer } from './app';
import { createApiClient } from './testing/api-client';
import { createBrowserClient, disconnect, nextEvent, type BrowserUser } from './testing/browser-client';
import { startTestServer } from './testing/test-server';
import { eventually } from './testing/wait-for';

interface Member {
  id: string;
  info: unknown;
}

describe('presence channels', () => {
  const CHANNEL = 'presence-consultation.5';
  let server: RealtimeServer;
  const browsers: Pusher[] = [];

  function browser(user: BrowserUser): Pusher {
    const client = createBrowserClient(server.port, { user });
    browsers.push(client);
    return client;
  }

  async function join(user: BrowserUser): Promise<{ client: Pusher; channel: Channel; members: Members }> {
    const client = browser(user);
    const channel = client.subscribe(CHANNEL);
    const members = await nextEvent<Members>(channel, 'pusher:subscription_succeeded');
    return { client, channel, members };
  }

  function memberIds(members: Members): string[] {
    const ids: string[] = [];
    members.each((member: Member) => ids.push(member.id));
    return ids.sort();
  }

  async function channelState(): Promise<unknown> {
    const api = createApiClient(server.port);
    const [info, users] = await Promise.all([
      api.get({ path: `/channels/${CHANNEL}`, params: { info: 'user_count,subscription_count' } }),
      api.get({ path: `/channels/${CHANNEL}/users` }),
    ]);
    return { info: await info.json(), users: await users.json() };
  }

  beforeEach(async () => {
    server = await startTestServer();
  });

  afterEach(async () => {
    await Promise.all(browsers.splice(0).map(disconnect));
    await server.close();
  });

  it('tells members who joined and who left, and gives the newcomer the list', async () => {
    const patient = await join({ id: 'patient-1', info: { name: 'Ada' } });
    expect(memberIds(patient.members)).toEqual(['patient-1']);
    expect(patient.members.me).toEqual({ id: 'patient-1', info: { name: 'Ada' } });

    const added = nextEvent<Member>(patient.channel, 'pusher:member_added');
    const doctor = await join({ id: 'doctor-9', info: { name: 'Dr Lee' } });
    await expect(added).resolves.toEqual({ id: 'doctor-9', info: { name: 'Dr Lee' } });
    expect(memberIds(doctor.members)).toEqual(['doctor-9', 'patient-1']);
    expect(doctor.members.get('patient-1')).toEqual({ id: 'patient-1', info: { name: 'Ada' } });

    const removed = nextEvent<Member>(patient.channel, 'pusher:member_removed');
    await disconnect(doctor.client);
    await expect(removed).resolves.toEqual({ id: 'doctor-9', info: { name: 'Dr Lee' } });
    expect(memberIds(patient.members)).toEqual(['patient-1']);
  });

  it('refuses a member who signed their own subscription with the once-published secret', async () => {
    await join({ id: 'patient-1' });
    const spy = createBrowserClient(server.port, { user: { id: 'spy' }, signingSecret: 'labshop-secret' });
    browsers.push(spy);

    const refused = spy.subscribe(CHANNEL);

    await expect(nextEvent(refused, 'pusher:subscription_error')).resolves.toMatchObject({
      type: 'AuthError',
      status: 401,
    });
    await expect(channelState()).resolves.toEqual({
      info: { occupied: true, user_count: 1, subscription_count: 1 },
      users: { users: [{ id: 'patient-1' }] },
    });
  });

  it('counts users once however many tabs they have open, and lists them', async () => {
    await join({ id: 'patient-1' });
    await join({ id: 'patient-1' });
    await join({ id: 'doctor-9' });

    await expect(channelState()).resolves.toEqual({
      info: { occupied: true, user_count: 2, subscription_count: 3 },
      users: { users: [{ id: 'patient-1' }, { id: 'doctor-9' }] },
    });
  });

  it('removes a user only when their last tab leaves', async () => {
    const watcher = await join({ id: 'doctor-9' });
    const firstTab = await join({ id: 'patient-1' });
    await join({ id: 'patient-1' });
    const removals: unknown[] = [];
    watcher.channel.bind('pusher:member_removed', (member: unknown) => removals.push(member));

    await disconnect(firstTab.client);
    await eventually(async () => {
      await expect(channelState()).resolves.toMatchObject({ info: { user_count: 2, subscription_count: 2 } });
    });
    // Anything the server sent the watcher about the leaving tab arrives before this later event.
    const marker = nextEvent(watcher.channel, 'consultation-updated');
    await createApiClient(server.port).trigger(CHANNEL, 'consultation-updated', {});
    await marker;

    expect(removals).toEqual([]);
  });
});
