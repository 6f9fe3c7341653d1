import { randomInt } from 'node:crypto';

// Pusher's socket id format ("123.456"): the official server library refuses any other.
const PART_LIMIT = 2 ** 31;

export function createSocketId(): string {
  return `${randomInt(1, PART_LIMIT)}.${randomInt(1, PART_LIMIT)}`;
}

export const SOCKET_ID_PATTERN = /^\d+\.\d+$/;
