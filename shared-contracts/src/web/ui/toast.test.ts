import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { doneToast, showToast, toastPromise } from './toast';

function recordToasts() {
  const seen: EventPayload<'toast:show'>[] = [];
  const subscription = getEventBus()
    .on('toast:show')
    .subscribe((toast) => seen.push(toast));
  return { seen, stop: () => subscription.unsubscribe() };
}

describe('toast helpers', () => {
  afterEach(() => jest.useRealTimers());

  it('asks the shell for a toast over the bus', () => {
    const { seen, stop } = recordToasts();
    showToast('Saved successfully.', { type: 'success' });
    showToast('Hello');
    stop();
    expect(seen).toEqual([
      { type: 'success', message: 'Saved successfully.' },
      { type: 'default', message: 'Hello' },
    ]);
  });

  it('marks a loading toast done', () => {
    const seen: EventPayload<'toast:done'>[] = [];
    const subscription = getEventBus()
      .on('toast:done')
      .subscribe((done) => seen.push(done));
    doneToast('upload', { message: 'Uploaded' });
    subscription.unsubscribe();
    expect(seen).toEqual([{ id: 'upload', message: 'Uploaded' }]);
  });

  it('shows pending, then the result in place after the result delay', async () => {
    jest.useFakeTimers();
    const { seen, stop } = recordToasts();
    await toastPromise(
      Promise.resolve(3),
      { pending: 'Saving…', success: (n) => `Saved ${n}`, error: 'Failed' },
      { id: 't' },
    );
    expect(seen).toEqual([{ type: 'loading', message: 'Saving…', id: 't' }]);
    jest.advanceTimersByTime(99);
    expect(seen).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(seen[1]).toEqual({ type: 'success', message: 'Saved 3', id: 't' });
    stop();
  });

  it('swaps to an error toast when the promise fails, and still rejects', async () => {
    jest.useFakeTimers();
    const { seen, stop } = recordToasts();
    const failing = Promise.reject(new Error('offline'));
    await expect(
      toastPromise(
        failing,
        { pending: 'Saving…', success: 'Saved', error: 'An error occurred. Failed to save.' },
        { id: 'e' },
      ),
    ).rejects.toThrow('offline');
    jest.advanceTimersByTime(100);
    expect(seen[1]).toEqual({ type: 'error', message: 'An error occurred. Failed to save.', id: 'e' });
    stop();
  });
});
