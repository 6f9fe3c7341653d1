import { accountChannel, accountPresenceChannel } from '@labshop/shared-contracts/core/api/results';
import { ForbiddenError } from '../../platform/authorization';
import { notFound } from '../../platform/errors';
import type { Principal } from '../../platform/principal';
import type { Broadcaster } from './service';

/**
 * Signs a browser's subscription to a private or presence channel, but only to the signed-in account's own: another
 * account's channel, or any channel for a caller without an account, is refused. With live updates off there is
 * nothing to subscribe to (404).
 */
export function authorizeOwnChannel(
  broadcaster: Broadcaster,
  principal: Principal,
  subscription: { socketId: string; channelName: string },
) {
  if (!broadcaster.enabled) throw notFound();
  const { socketId, channelName } = subscription;
  if (principal.kind === 'account') {
    if (channelName === accountChannel(principal.accountId)) return broadcaster.authorize(socketId, channelName);
    if (channelName === accountPresenceChannel(principal.accountId)) {
      return broadcaster.authorize(socketId, channelName, { user_id: principal.accountId });
    }
  }
  throw new ForbiddenError();
}
