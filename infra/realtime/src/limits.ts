// Pusher's published limits, kept here so an app that works against this server also works against Pusher.
export const MAX_EVENT_DATA_BYTES = 10_240;
export const MAX_EVENT_NAME_LENGTH = 200;
export const MAX_CHANNELS_PER_TRIGGER = 100;
export const MAX_EVENTS_PER_BATCH = 10;
export const MAX_PRESENCE_MEMBERS = 100;
export const MAX_PRESENCE_CHANNEL_DATA_BYTES = 1_024;
/** Largest signed API request body read: a full batch of full events, with room for its JSON. */
export const MAX_REQUEST_BODY_BYTES = 256 * 1_024;
/** Largest websocket frame accepted from a browser: a client event with its envelope. */
export const MAX_SOCKET_MESSAGE_BYTES = 32 * 1_024;
/** A signed API request older or newer than this is refused, so a captured request cannot be replayed later. */
export const MAX_REQUEST_CLOCK_SKEW_SECONDS = 600;
