// Pusher protocol codes. Close codes 4000-4099 tell clients not to reconnect, 4200-4299 to reconnect at once;
// the 4300 range marks errors that leave the connection open.
export const CODES = {
  appNotFound: 4001,
  pathNotFound: 4005,
  invalidVersion: 4006,
  unsupportedProtocol: 4007,
  noProtocolVersion: 4008,
  serverClosing: 4200,
  pongNotReceived: 4201,
  invalidMessage: 4300,
  clientEventRejected: 4301,
} as const;

export type ProtocolCode = (typeof CODES)[keyof typeof CODES];
