import { createPeerLink, type LinkState, type PeerLink } from './peer-link';
import type { SignalMessage } from './signal-messages';

/** RTCPeerConnection as far as the link uses it: connected once both descriptions are set. */
class FakePeer {
  iceGatheringState = 'complete';
  connectionState = 'new';
  localDescription: { type: string; sdp: string } | null = null;
  remoteDescription: { type: string; sdp: string } | null = null;
  ontrack: ((event: unknown) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  tracks: unknown[] = [];
  receiveOnly: string[] = [];
  addTrack(track: unknown) {
    this.tracks.push(track);
  }
  addTransceiver(kind: string) {
    this.receiveOnly.push(kind);
  }
  createOffer() {
    return Promise.resolve({ type: 'offer', sdp: 'an offer' });
  }
  createAnswer() {
    return Promise.resolve({ type: 'answer', sdp: 'an answer' });
  }
  setLocalDescription(description: { type: string; sdp: string }) {
    this.localDescription = description;
    this.connectWhenBothSet();
    return Promise.resolve();
  }
  setRemoteDescription(description: { type: string; sdp: string }) {
    this.remoteDescription = description;
    this.connectWhenBothSet();
    return Promise.resolve();
  }
  close() {
    this.connectionState = 'closed';
  }
  addEventListener() {}
  removeEventListener() {}
  /** The network says the path broke. */
  fail() {
    this.connectionState = 'failed';
    this.onconnectionstatechange?.();
  }
  /** The other end stopped answering (it closed, or the network dropped); it may come back. */
  disconnect() {
    this.connectionState = 'disconnected';
    this.onconnectionstatechange?.();
  }
  /** The path mended itself. */
  reconnect() {
    this.connectionState = 'connected';
    this.onconnectionstatechange?.();
  }
  private connectWhenBothSet() {
    if (!this.localDescription || !this.remoteDescription) return;
    this.ontrack?.({ streams: [{ id: 'their stream' }], track: {} });
    this.connectionState = 'connected';
    this.onconnectionstatechange?.();
  }
}

interface Side {
  link: PeerLink;
  states: LinkState[];
  remote: unknown;
  peers: FakePeer[];
}

/** Two pages on one channel: what one sends reaches the other (never itself), a moment later, as JSON does. */
function room({ lostAfterMs }: { lostAfterMs?: number } = {}) {
  const sides: Side[] = [];
  const deliver = (from: Side, message: SignalMessage) =>
    setTimeout(() => {
      for (const side of sides) if (side !== from) side.link.receive(JSON.parse(JSON.stringify(message)));
    }, 0);
  const join = (offerer: boolean, localStream: MediaStream | null = null): Side => {
    const side = { states: [], remote: null, peers: [] } as unknown as Side;
    side.link = createPeerLink({
      offerer,
      send: (message) => deliver(side, message),
      createPeer: () => {
        const peer = new FakePeer();
        side.peers.push(peer);
        return peer as unknown as RTCPeerConnection;
      },
      localStream,
      onRemoteStream: (stream) => (side.remote = stream),
      onState: (state) => side.states.push(state),
      lostAfterMs,
    });
    sides.push(side);
    side.link.start();
    return side;
  };
  const leave = (side: Side) => {
    side.link.leave();
    sides.splice(sides.indexOf(side), 1);
  };
  /** The page goes without a word: its bye never reaches the channel (a crash, a dropped network). */
  const vanish = (side: Side) => {
    sides.splice(sides.indexOf(side), 1);
  };
  return { join, leave, vanish };
}

const lastState = (side: Side) => side.states.at(-1);
const settled = async () => {
  for (let round = 0; round < 10; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('the call between the two sides of a visit', () => {
  it('waits alone, then connects both sides when the other arrives, whoever comes first', async () => {
    for (const doctorFirst of [true, false]) {
      const { join } = room();
      const first = join(doctorFirst);
      await settled();
      expect(lastState(first)).toBe('waiting');

      const second = join(!doctorFirst);
      await settled();

      expect(lastState(first)).toBe('connected');
      expect(lastState(second)).toBe('connected');
      expect(first.remote).toEqual({ id: 'their stream' });
      expect(second.remote).toEqual({ id: 'their stream' });
    }
  });

  it('asks to receive sound and picture when the doctor has no camera or microphone of their own', async () => {
    const { join } = room();
    const doctor = join(true, null);
    join(false);
    await settled();
    expect(doctor.peers.at(-1)?.receiveOnly).toEqual(['audio', 'video']);
  });

  it('sends the other side back to waiting when one leaves, and connects again when they come back', async () => {
    const { join, leave } = room();
    const doctor = join(true);
    const patient = join(false);
    await settled();
    expect(lastState(doctor)).toBe('connected');

    leave(patient);
    await settled();
    expect(lastState(doctor)).toBe('waiting');
    expect(doctor.remote).toBeNull();

    const back = join(false);
    await settled();
    expect(lastState(doctor)).toBe('connected');
    expect(lastState(back)).toBe('connected');
  });

  it('starts over when the path between them breaks', async () => {
    const { join } = room();
    const doctor = join(true);
    const patient = join(false);
    await settled();
    const before = doctor.peers.length;

    patient.peers.at(-1)?.fail();
    await settled();

    expect(doctor.peers.length).toBeGreaterThan(before);
    expect(lastState(doctor)).toBe('connected');
    expect(lastState(patient)).toBe('connected');
  });

  describe('when a bye is lost', () => {
    // The room waits no time before counting a path that stays down as gone.
    const lostAtOnce = { lostAfterMs: 0 };

    it('sends the doctor back to waiting once the path stays down, and connects the patient who comes back', async () => {
      const { join, vanish } = room(lostAtOnce);
      const doctor = join(true);
      const patient = join(false);
      await settled();
      expect(lastState(doctor)).toBe('connected');

      vanish(patient);
      doctor.peers.at(-1)?.disconnect();
      expect(lastState(doctor)).toBe('connecting');
      await settled();
      expect(lastState(doctor)).toBe('waiting');
      expect(doctor.remote).toBeNull();

      const back = join(false);
      await settled();
      expect(lastState(doctor)).toBe('connected');
      expect(lastState(back)).toBe('connected');
    });

    it('keeps the call when the path mends itself in time', async () => {
      const { join } = room(lostAtOnce);
      const doctor = join(true);
      join(false);
      await settled();
      const peers = doctor.peers.length;

      doctor.peers.at(-1)?.disconnect();
      doctor.peers.at(-1)?.reconnect();
      await settled();

      expect(lastState(doctor)).toBe('connected');
      expect(doctor.peers).toHaveLength(peers);
    });
  });
});
