import type { ChannelRegistry } from './channels/channel-registry';
import type { RealtimeConfig } from './config';

/** What the websocket side and the HTTP side share: the app's settings and the live channels. */
export interface RealtimeContext {
  config: RealtimeConfig;
  channels: ChannelRegistry;
}
