// The `/app/<key>` websocket endpoint: handshake, liveness, messages and leaving channels on close.
import type { IncomingMessage as HttpRequest } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { MAX_SOCKET_MESSAGE_BYTES } from '../limits';
import { CODES } from '../protocol/codes';
import { connectionEstablished, PING, protocolError, encodeMessage } from '../protocol/outgoing';
import type { RealtimeContext } from '../realtime-context';
import { ActivityMonitor } from './activity-monitor';
import { ClientConnection } from './client-connection';
import { checkHandshake } from './handshake';
import { handleClientMessage } from './message-handler';
import { leaveAllChannels } from './subscriptions';

/** Sockets that do not finish the closing handshake in time are cut, so shutdown never hangs. */
const CLOSE_GRACE_MS = 1_000;

export interface WebSocketEndpoint {
  handleUpgrade(request: HttpRequest, socket: Duplex, head: Buffer): void;
  closeAll(): Promise<void>;
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  return Buffer.from(new Uint8Array(data)).toString('utf8');
}

function waitForClose(socket: WebSocket): Promise<void> {
  if (socket.readyState === WebSocket.CLOSED) return Promise.resolve();
  return new Promise((resolve) => {
    const cut = setTimeout(() => socket.terminate(), CLOSE_GRACE_MS);
    socket.once('close', () => {
      clearTimeout(cut);
      resolve();
    });
  });
}

export function createWebSocketEndpoint(context: RealtimeContext): WebSocketEndpoint {
  const server = new WebSocketServer({ noServer: true, maxPayload: MAX_SOCKET_MESSAGE_BYTES });
  const { activityTimeoutSeconds, pongTimeoutMs } = context.config;

  function accept(socket: WebSocket, request: HttpRequest): void {
    // Errors (a broken pipe, an oversized frame) end in 'close', where the connection is cleaned up.
    socket.on('error', () => undefined);
    const handshake = checkHandshake(request.url, context.config.key);
    if (!handshake.ok) {
      socket.send(encodeMessage(protocolError(handshake.code, handshake.message)));
      socket.close(handshake.code, handshake.message);
      return;
    }
    const connection = new ClientConnection(socket);
    const monitor = new ActivityMonitor({
      idleMs: activityTimeoutSeconds * 1_000,
      pongTimeoutMs,
      ping: () => connection.send(PING),
      giveUp: () => connection.close(CODES.pongNotReceived, 'Pong reply not received.'),
    });
    socket.on('message', (data) => {
      monitor.touch();
      try {
        handleClientMessage(context, connection, rawText(data));
      } catch (error) {
        // A fault in one message must not take down every other connection with the process.
        console.error('Realtime message handling failed:', error);
        connection.reportError(CODES.invalidMessage, 'The message could not be handled.');
      }
    });
    socket.on('close', () => {
      monitor.stop();
      leaveAllChannels(context, connection);
    });
    connection.send(connectionEstablished(connection.socketId, activityTimeoutSeconds));
  }

  return {
    handleUpgrade(request, socket, head) {
      server.handleUpgrade(request, socket, head, (client) => {
        try {
          accept(client, request);
        } catch (error) {
          // One browser's odd request must not take down every other connection with the process.
          console.error('Realtime connection setup failed:', error);
          client.terminate();
        }
      });
    },
    async closeAll() {
      const sockets = [...server.clients];
      for (const socket of sockets) {
        socket.send(encodeMessage(protocolError(CODES.serverClosing, 'The server is shutting down.')));
        socket.close(CODES.serverClosing, 'The server is shutting down.');
      }
      await Promise.all(sockets.map(waitForClose));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
