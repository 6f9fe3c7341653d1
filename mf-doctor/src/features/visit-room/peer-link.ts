import { randomId } from './random-id';
import type { SignalMessage } from './signal-messages';

export type LinkState = 'waiting' | 'connecting' | 'connected';

export interface PeerLinkOptions {
  /** The doctor's side makes the offer; the patient's answers. One fixed side, so two offers never cross. */
  offerer: boolean;
  send(message: SignalMessage): void;
  /** A new RTCPeerConnection with the site's ICE servers. */
  createPeer(): RTCPeerConnection;
  /** The camera and microphone the user let us have; null to only watch and listen. */
  localStream: MediaStream | null;
  onRemoteStream(stream: MediaStream | null): void;
  onState(state: LinkState): void;
  /** Called with what went wrong when a step of the set-up fails; the link goes back to waiting. */
  onError?(error: unknown): void;
  /** How long to wait for candidates before sending what there is. */
  gatherTimeoutMs?: number;
  /** How long a path may stay disconnected before the other side counts as gone. */
  lostAfterMs?: number;
}

const GATHER_TIMEOUT_MS = 3_000;
/**
 * When the other side closes its call, the path goes "disconnected" a few seconds later; a browser may take half a
 * minute more to call it "failed", or never do. A blip on a live call mostly mends itself within this, and one that
 * does not is set up again as when someone arrives.
 */
const LOST_AFTER_MS = 5_000;

/**
 * Candidates travel inside the description (no trickling): a room sends two or three messages in all, well within
 * the client-event rate a hosted channels service allows. With no STUN or TURN server gathering ends at once.
 */
function gathered(peer: RTCPeerConnection, timeoutMs: number): Promise<void> {
  if (peer.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, timeoutMs);
    function done() {
      clearTimeout(timer);
      peer.removeEventListener('icegatheringstatechange', check);
      resolve();
    }
    function check() {
      if (peer.iceGatheringState === 'complete') done();
    }
    peer.addEventListener('icegatheringstatechange', check);
  });
}

/**
 * The peer-to-peer call of one room, negotiated over the visit's channel: each side says hello when it arrives (and
 * answers a newcomer's hello), the offerer offers to the page it heard from, the other answers, and a bye or a
 * broken path sends both back to waiting, ready for the other side to come back.
 */
export function createPeerLink(options: PeerLinkOptions) {
  const self = randomId();
  const gatherTimeout = options.gatherTimeoutMs ?? GATHER_TIMEOUT_MS;
  const lostAfter = options.lostAfterMs ?? LOST_AFTER_MS;
  let other: string | null = null;
  let peer: RTCPeerConnection | null = null;
  let closed = false;
  let queue = Promise.resolve();
  let lostTimer: ReturnType<typeof setTimeout> | null = null;

  const hello = (reply: boolean) => options.send({ type: 'hello', from: self, reply });

  function stopLostTimer() {
    if (lostTimer !== null) clearTimeout(lostTimer);
    lostTimer = null;
  }

  function drop() {
    stopLostTimer();
    peer?.close();
    peer = null;
    options.onRemoteStream(null);
  }

  function startOver() {
    drop();
    other = null;
    options.onState('waiting');
  }

  /** The path broke or the other side is gone: both sides start again, as when someone arrives. */
  function reconnect() {
    startOver();
    hello(false);
  }

  function newPeer(): RTCPeerConnection {
    drop();
    const created = options.createPeer();
    const stream = options.localStream;
    stream?.getTracks().forEach((track) => created.addTrack(track, stream));
    if (options.offerer) {
      // Without a camera or microphone of its own, the offerer still asks to receive the other side's.
      const kinds = new Set(stream?.getTracks().map((track) => track.kind) ?? []);
      if (!kinds.has('audio')) created.addTransceiver('audio', { direction: 'recvonly' });
      if (!kinds.has('video')) created.addTransceiver('video', { direction: 'recvonly' });
    }
    created.ontrack = (event) => {
      if (peer === created) options.onRemoteStream(event.streams[0] ?? new MediaStream([event.track]));
    };
    created.onconnectionstatechange = () => {
      if (peer !== created) return;
      if (created.connectionState === 'connected') {
        stopLostTimer();
        options.onState('connected');
      } else if (created.connectionState === 'disconnected') {
        options.onState('connecting');
        // A bye can be lost with the other page (a crash, a dropped network): a path that stays down means they left.
        stopLostTimer();
        lostTimer = setTimeout(() => {
          lostTimer = null;
          if (!closed && peer === created && created.connectionState !== 'connected') reconnect();
        }, lostAfter);
      } else if (created.connectionState === 'failed') {
        reconnect();
      }
    };
    peer = created;
    return created;
  }

  async function offer() {
    const to = other;
    if (to === null) return;
    const created = newPeer();
    await created.setLocalDescription(await created.createOffer());
    await gathered(created, gatherTimeout);
    if (peer !== created || other !== to || !created.localDescription) return;
    options.send({ type: 'offer', from: self, to, sdp: created.localDescription.sdp });
  }

  async function answer(from: string, sdp: string) {
    other = from;
    options.onState('connecting');
    const created = newPeer();
    await created.setRemoteDescription({ type: 'offer', sdp });
    await created.setLocalDescription(await created.createAnswer());
    await gathered(created, gatherTimeout);
    if (peer !== created || !created.localDescription) return;
    options.send({ type: 'answer', from: self, to: from, sdp: created.localDescription.sdp });
  }

  async function handle(message: SignalMessage) {
    if (closed || message.from === self) return;
    switch (message.type) {
      case 'hello': {
        const newcomer = message.from !== other;
        if (!newcomer && message.reply) return;
        if (newcomer) {
          drop();
          other = message.from;
          options.onState('connecting');
        }
        if (!message.reply) hello(true);
        if (options.offerer) await offer();
        return;
      }
      case 'offer':
        if (!options.offerer && message.to === self) await answer(message.from, message.sdp);
        return;
      case 'answer':
        if (options.offerer && message.to === self && message.from === other && peer) {
          await peer.setRemoteDescription({ type: 'answer', sdp: message.sdp });
        }
        return;
      case 'bye':
        if (message.from === other) startOver();
        return;
    }
  }

  return {
    /** Arrives in the room: waits, and tells whoever is there. */
    start() {
      options.onState('waiting');
      hello(false);
    },
    /** A message from the channel; handled one at a time, in the order they came. */
    receive(message: SignalMessage) {
      queue = queue
        .then(() => handle(message))
        .catch((error: unknown) => {
          options.onError?.(error);
          if (!closed) startOver();
        });
    },
    /** Leaves: tells the other side and hangs up. */
    leave() {
      if (closed) return;
      closed = true;
      options.send({ type: 'bye', from: self });
      drop();
    },
  };
}

export type PeerLink = ReturnType<typeof createPeerLink>;
