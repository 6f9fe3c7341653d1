import { createHmac } from 'node:crypto';
import type { RealtimeServer } from '../app';
import type { RealtimeConfig } from '../config';
import { authorise } from '../testing/channel-auth';
import { decodeData, openRawSocket, socketIdOf, type RawSocket } from '../testing/raw-socket';
import { startTestServer, TEST_APP } from '../testing/test-server';

const PUSHER_JS_QUERY = '?protocol=7&client=js&version=8.6.0&flash=false';

describe('the websocket endpoint', () => {
  let server: RealtimeServer;
  const sockets: RawSocket[] = [];

  async function start(options: Partial<RealtimeConfig> = {}): Promise<void> {
    server = await startTestServer(options);
  }

  function open(path = `/app/${TEST_APP.key}${PUSHER_JS_QUERY}`): RawSocket {
    const socket = openRawSocket(server.port, path);
    sockets.push(socket);
    return socket;
  }

  /** Opens a connection and reads its handshake; returns the socket id. */
  async function connect(options?: string): Promise<{ socket: RawSocket; socketId: string }> {
    const socket = open(options);
    return { socket, socketId: socketIdOf(await socket.next()) };
  }

  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((socket) => socket.close()));
    await server.close();
  });

  it('greets a connection with its socket id and the 120 s activity timeout', async () => {
    await start();
    const greeting = await open().next();

    expect(greeting.event).toBe('pusher:connection_established');
    expect(typeof greeting.data).toBe('string');
    expect(decodeData(greeting)).toEqual({ socket_id: expect.stringMatching(/^\d+\.\d+$/), activity_timeout: 120 });
  });

  it('answers pusher:ping with pusher:pong', async () => {
    await start();
    const { socket } = await connect();

    socket.send({ event: 'pusher:ping', data: {} });

    await expect(socket.next()).resolves.toEqual({ event: 'pusher:pong', data: {} });
  });

  it.each([
    ['an unknown app key', '/app/someone-else?protocol=7', 4001],
    ['no protocol version', `/app/${TEST_APP.key}`, 4008],
    ['an unreadable protocol version', `/app/${TEST_APP.key}?protocol=seven`, 4006],
    ['an unsupported protocol version', `/app/${TEST_APP.key}?protocol=3`, 4007],
    ['a path that is not /app/<key>', '/socket?protocol=7', 4005],
  ])('refuses %s with pusher:error and closes with its code', async (_case, path, code) => {
    await start();
    const socket = open(path);

    await expect(socket.next()).resolves.toEqual({
      event: 'pusher:error',
      data: { code, message: expect.any(String) },
    });
    await expect(socket.closed()).resolves.toMatchObject({ code });
  });

  it('refuses an app key that is not valid percent-encoding, and goes on serving others', async () => {
    await start();
    const malformed = open('/app/%E0%A4%A?protocol=7');

    await expect(malformed.next()).resolves.toEqual({
      event: 'pusher:error',
      data: { code: 4001, message: 'The app key in the path is not valid.' },
    });
    await expect(malformed.closed()).resolves.toMatchObject({ code: 4001 });
    await expect(connect()).resolves.toMatchObject({ socketId: expect.stringMatching(/^\d+\.\d+$/) });
  });

  it.each([
    ['text that is not JSON', 'hello'],
    ['JSON without an event name', '{"data":{}}'],
    ['an event the protocol does not know', '{"event":"pusher:teleport","data":{}}'],
    ['a subscription without a channel', '{"event":"pusher:subscribe","data":{}}'],
    ['a channel name with spaces', '{"event":"pusher:subscribe","data":{"channel":"my results"}}'],
  ])('answers %s with pusher:error and keeps the connection', async (_case, text) => {
    await start();
    const { socket } = await connect();

    socket.sendText(text);
    await expect(socket.next()).resolves.toEqual({
      event: 'pusher:error',
      data: { code: 4300, message: expect.any(String) },
    });

    socket.send({ event: 'pusher:ping', data: {} });
    await expect(socket.next()).resolves.toMatchObject({ event: 'pusher:pong' });
  });

  it('pings a silent connection after the activity timeout and closes it when no reply comes', async () => {
    await start({ activityTimeoutSeconds: 1, pongTimeoutMs: 100 });
    const { socket } = await connect();

    await expect(socket.next()).resolves.toEqual({ event: 'pusher:ping', data: {} });
    await expect(socket.next()).resolves.toEqual({
      event: 'pusher:error',
      data: { code: 4201, message: 'Pong reply not received.' },
    });
    await expect(socket.closed()).resolves.toMatchObject({ code: 4201 });
  });

  it('keeps a connection that answers the ping', async () => {
    await start({ activityTimeoutSeconds: 1, pongTimeoutMs: 300 });
    const { socket } = await connect();

    await expect(socket.next()).resolves.toMatchObject({ event: 'pusher:ping' });
    socket.send({ event: 'pusher:pong', data: {} });

    // Had the reply been ignored, the next message would be the 4201 error; a live connection is pinged again.
    await expect(socket.next()).resolves.toMatchObject({ event: 'pusher:ping' });
  });

  it('tells connected browsers to reconnect when the server shuts down', async () => {
    await start();
    const { socket } = await connect();

    const closing = server.close();

    await expect(socket.next()).resolves.toEqual({
      event: 'pusher:error',
      data: { code: 4200, message: 'The server is shutting down.' },
    });
    await expect(socket.closed()).resolves.toMatchObject({ code: 4200 });
    await closing;
  });

  it('answers a private subscription with a bad signature with pusher:subscription_error', async () => {
    await start();
    const { socket, socketId } = await connect();
    const forOtherSocket = authorise('1.1', 'private-patient.3');

    socket.send({ event: 'pusher:subscribe', data: { channel: 'private-patient.3', auth: forOtherSocket.auth } });
    await expect(socket.next()).resolves.toEqual({
      event: 'pusher:subscription_error',
      channel: 'private-patient.3',
      data: { type: 'AuthError', error: expect.any(String), status: 401 },
    });

    const valid = authorise(socketId, 'private-patient.3');
    socket.send({ event: 'pusher:subscribe', data: { channel: 'private-patient.3', auth: valid.auth } });
    await expect(socket.next()).resolves.toEqual({
      event: 'pusher_internal:subscription_succeeded',
      channel: 'private-patient.3',
      data: '{}',
    });
  });

  it('refuses a presence subscription whose channel_data was changed after signing', async () => {
    await start();
    const { socket, socketId } = await connect();
    const signed = authorise(socketId, 'presence-ward', { user_id: 'patient-1' });

    socket.send({
      event: 'pusher:subscribe',
      data: { channel: 'presence-ward', auth: signed.auth, channel_data: JSON.stringify({ user_id: 'doctor-9' }) },
    });

    await expect(socket.next()).resolves.toMatchObject({
      event: 'pusher:subscription_error',
      data: { type: 'AuthError', status: 401 },
    });
  });

  it('answers a subscription whose channel data names no user with pusher:subscription_error', async () => {
    await start();
    const { socket, socketId } = await connect();
    const channelData = JSON.stringify({ user_info: { name: 'Nobody' } });
    const signature = createHmac('sha256', TEST_APP.secret).update(`${socketId}:presence-ward:${channelData}`);
    const auth = `${TEST_APP.key}:${signature.digest('hex')}`;

    socket.send({ event: 'pusher:subscribe', data: { channel: 'presence-ward', auth, channel_data: channelData } });

    await expect(socket.next()).resolves.toMatchObject({
      event: 'pusher:subscription_error',
      data: { type: 'InvalidChannelData', status: 400 },
    });
  });

  it('refuses client events on public channels even when client events are enabled', async () => {
    await start({ clientEvents: true });
    const { socket } = await connect();
    socket.send({ event: 'pusher:subscribe', data: { channel: 'catalogue' } });
    await expect(socket.next()).resolves.toMatchObject({ event: 'pusher_internal:subscription_succeeded' });

    socket.send({ event: 'client-typing', channel: 'catalogue', data: {} });

    await expect(socket.next()).resolves.toEqual({
      event: 'pusher:error',
      data: { code: 4301, message: expect.stringContaining('private and presence') },
    });
  });
});
