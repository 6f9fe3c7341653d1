import { WebSocket } from 'ws';
import { createSocketId } from './socket-id';
import type { Subscriber } from '../channels/subscriber';
import type { ProtocolCode } from '../protocol/codes';
import { encodeMessage, protocolError, type OutgoingMessage } from '../protocol/outgoing';

/** One browser connection: its socket id, the channels it joined, and how to talk to it. */
export class ClientConnection implements Subscriber {
  readonly socketId = createSocketId();
  readonly channels = new Set<string>();

  constructor(private readonly socket: WebSocket) {}

  send(message: OutgoingMessage): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(encodeMessage(message));
  }

  reportError(code: ProtocolCode, message: string): void {
    this.send(protocolError(code, message));
  }

  /** Tells the client why before closing, as Pusher does, so pusher-js knows whether to reconnect. */
  close(code: ProtocolCode, message: string): void {
    this.reportError(code, message);
    this.socket.close(code, message);
  }
}
