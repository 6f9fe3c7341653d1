import type { SignalMessage } from './signal-messages';
import { createAssembler, PIECE_CHARS, piecesOf } from './signal-pieces';

const offer: SignalMessage = { type: 'offer', from: 'doctor-page', to: 'patient-page', sdp: 'v=0\r\n'.repeat(3_000) };

describe('signal messages in pieces', () => {
  it('cuts a long description into pieces a client event can carry, and puts them back together in any order', () => {
    const pieces = piecesOf(offer, 'm-1');
    expect(pieces.length).toBeGreaterThan(1);
    // Each piece with its JSON escaping stays under the 10 KB a client event may carry.
    for (const piece of pieces) expect(new TextEncoder().encode(JSON.stringify(piece)).length).toBeLessThan(10_240);
    expect(pieces.every((piece) => piece.text.length <= PIECE_CHARS)).toBe(true);

    const heard: SignalMessage[] = [];
    const take = createAssembler((message) => heard.push(message));
    [...pieces].reverse().forEach(take);

    expect(heard).toEqual([offer]);
  });

  it('sends a short message whole', () => {
    const hello: SignalMessage = { type: 'hello', from: 'a', reply: false };
    const heard: SignalMessage[] = [];
    piecesOf(hello, 'm-2').forEach(createAssembler((message) => heard.push(message)));
    expect(heard).toEqual([hello]);
  });

  it('drops what is not a piece of a signal message', () => {
    const heard: SignalMessage[] = [];
    const take = createAssembler((message) => heard.push(message));
    take('hello');
    take({ id: 'x', index: 3, count: 1, text: '{}' });
    take({ id: 'y', index: 0, count: 1, text: '{"type":"offer"}' });
    take({ id: 'z', index: 0, count: 1, text: 'not json' });
    expect(heard).toEqual([]);
  });
});
