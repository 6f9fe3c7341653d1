import { heldRegistration } from './held-registration';

describe('a registration several holders share', () => {
  it('registers with the first holder and releases after the last, counting each release once', () => {
    const events: string[] = [];
    const hold = heldRegistration(() => {
      events.push('registered');
      return () => events.push('released');
    });

    const first = hold();
    const second = hold();
    first();
    first();
    expect(events).toEqual(['registered']);
    second();
    expect(events).toEqual(['registered', 'released']);
    hold()();
    expect(events).toEqual(['registered', 'released', 'registered', 'released']);
  });
});
