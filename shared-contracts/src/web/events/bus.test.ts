import { createEventBus, type EventBus } from './bus';

describe('event bus', () => {
  let bus: EventBus;
  beforeEach(() => {
    bus = createEventBus({ checkPayloads: true });
  });

  it('replays the last cart summary to a late subscriber', () => {
    bus.emit('cart:summary', { itemCount: 1, totalMinor: 1000, currency: 'GBP' });
    bus.emit('cart:summary', { itemCount: 2, totalMinor: 2500, currency: 'GBP' });
    const seen: number[] = [];
    bus.on('cart:summary').subscribe((summary) => seen.push(summary.itemCount));
    expect(seen).toEqual([2]);
  });

  it('does not replay one-off events', () => {
    bus.emit('toast:show', { type: 'info', message: 'Hello' });
    const seen: string[] = [];
    bus.on('toast:show').subscribe((toast) => seen.push(toast.message));
    expect(seen).toEqual([]);
    bus.emit('toast:show', { type: 'success', message: 'Saved successfully.' });
    expect(seen).toEqual(['Saved successfully.']);
  });

  it('refuses a payload of the wrong shape in development', () => {
    expect(() => bus.emit('cart:summary', { itemCount: 'two' } as never)).toThrow(/wrong shape/);
    expect(() => bus.emit('modal:open', { name: 'noSuchModal' } as never)).toThrow(/wrong shape/);
  });

  it('refuses an undeclared event name', () => {
    expect(() => bus.emit('cart:exploded' as never, {} as never)).toThrow(/Undeclared event/);
  });

  it('can skip payload checks in production', () => {
    const quiet = createEventBus({ checkPayloads: false });
    expect(() => quiet.emit('cart:summary', { itemCount: 'two' } as never)).not.toThrow();
  });
});
