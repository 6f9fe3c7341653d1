import { accountChannel, accountPresenceChannel } from '@labshop/shared-contracts/core/api/results';
import { ForbiddenError } from '../../platform/authorization';
import { notFound } from '../../platform/errors';
import type { Principal } from '../../platform/principal';
import type { Broadcaster } from './service';

/** Whether the caller may be in a channel another module keeps (a visit's video room), asked of that module. */
export type ChannelAdmission = (principal: Principal, channelName: string) => Promise<boolean>;

/**
 * Signs a browser's subscription to a private or presence channel, but only to the signed-in account's own, or to a
 * visit room the appointments admit it to now: another account's channel, another visit's room, or any channel for a
 * caller without an account, is refused. With live updates off there is nothing to subscribe to (404).
 */
export async function authorizeOwnChannel(
  broadcaster: Broadcaster,
  principal: Principal,
  subscription: { socketId: string; channelName: string },
  admitsToVisitRoom: ChannelAdmission = async () => false,
) {
  if (!broadcaster.enabled) throw notFound();
  const { socketId, channelName } = subscription;
  if (principal.kind === 'account') {
    if (channelName === accountChannel(principal.accountId)) return broadcaster.authorize(socketId, channelName);
    if (channelName === accountPresenceChannel(principal.accountId)) {
      return broadcaster.authorize(socketId, channelName, { user_id: principal.accountId });
    }
    if (await admitsToVisitRoom(principal, channelName)) return broadcaster.authorize(socketId, channelName);
  }
  throw new ForbiddenError();
}
