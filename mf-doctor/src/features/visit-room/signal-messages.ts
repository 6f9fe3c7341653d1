import { boolean, is, literal, object, string, union, type Infer } from 'superstruct';

/**
 * What a visit's two browsers tell each other to set up their call, as client events on the visit's private
 * channel. Each page has its own random `from`, so a reload is a new party and an echo of one's own is ignored;
 * `to` names the page an offer or answer is meant for, so a stale one from before a reload is dropped.
 */
export const SignalMessage = union([
  /** "I am here"; `reply` when answering someone else's hello, so two hellos do not bounce forever. */
  object({ type: literal('hello'), from: string(), reply: boolean() }),
  object({ type: literal('offer'), from: string(), to: string(), sdp: string() }),
  object({ type: literal('answer'), from: string(), to: string(), sdp: string() }),
  /** "I left": the other side goes back to waiting. */
  object({ type: literal('bye'), from: string() }),
]);
export type SignalMessage = Infer<typeof SignalMessage>;

export const isSignalMessage = (value: unknown): value is SignalMessage => is(value, SignalMessage);
