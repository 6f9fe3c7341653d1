import { StructError, assert, array, type Infer } from 'superstruct';
import { IceServer } from '@labshop/shared-contracts/core';
import { ConfigError, type Env } from './env';

const IceServers = array(IceServer);
export type IceServers = Infer<typeof IceServers>;

/**
 * VIDEO_ICE_SERVERS: the STUN/TURN servers of video visits, as a JSON list in RTCPeerConnection's own form
 * (`[{"urls":"stun:stun.example.org:3478"}]`). Unset means none: two browsers on one network still connect.
 * Browsers read the list from /config.json, so a TURN password given here is public; use short-lived ones.
 */
export function readIceServers(env: Env): IceServers {
  const text = env.VIDEO_ICE_SERVERS?.trim();
  if (!text) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ConfigError('VIDEO_ICE_SERVERS must be a JSON list of ICE servers, e.g. [{"urls":"stun:host:3478"}]');
  }
  try {
    assert(value, IceServers);
  } catch (error) {
    const where = error instanceof StructError ? ` (at "${error.path.join('.')}")` : '';
    throw new ConfigError(`VIDEO_ICE_SERVERS must be a JSON list of {urls, username?, credential?}${where}`);
  }
  return value;
}
