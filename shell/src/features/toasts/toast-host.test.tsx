import '../../testing/stub-match-media';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { getEventBus } from '@labshop/shared-contracts/web';
import { showToast, doneToast, toastPromise } from '@labshop/shared-contracts/web/ui';
import { createToastCenter } from './toast-center';
import { ToastHost } from './toast-host';

let clock = 0;

/** Runs a step inside act and lets react-hot-toast's height measurements settle too. */
async function step(action: () => unknown): Promise<void> {
  await act(async () => {
    action();
  });
}

function renderHost() {
  return render(<ToastHost center={createToastCenter({ now: () => clock })} />);
}

function toastTexts(): string[] {
  return Array.from(document.querySelectorAll('[data-visible="true"]')).map((element) => element.textContent ?? '');
}

describe('toast host', () => {
  beforeEach(() => {
    clock = 10_000;
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => {
    act(() => toast.remove());
    jest.useRealTimers();
  });

  it('shows a toast asked for over the bus, bottom right, with its type in words', async () => {
    renderHost();
    await step(() => showToast('Saved successfully.', { type: 'success' }));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Success: Saved successfully.');
    expect(document.querySelector('[data-rht-toaster]')?.firstElementChild).toHaveStyle({
      bottom: '0px',
      justifyContent: 'flex-end',
    });
  });

  it('announces errors assertively', async () => {
    renderHost();
    await step(() => showToast('An error occurred. Failed to save.', { type: 'error' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Error: An error occurred. Failed to save.');
  });

  it('shows one toast at a time: a new one replaces the old', async () => {
    renderHost();
    await step(() => showToast('First'));
    clock += 1000;
    await step(() => showToast('Second'));
    expect(toastTexts()).toEqual([expect.stringContaining('Second')]);
  });

  it('keeps earlier toasts when multiple is set', async () => {
    renderHost();
    await step(() => showToast('First'));
    clock += 1000;
    await step(() => showToast('Second', { multiple: true }));
    expect(toastTexts()).toHaveLength(2);
  });

  it('ignores the same message again within 390 ms', async () => {
    renderHost();
    await step(() => showToast('Added to cart', { type: 'info' }));
    clock += 200;
    await step(() => showToast('Added to cart', { type: 'info', multiple: true }));
    expect(toastTexts()).toHaveLength(1);
    clock += 390;
    await step(() => showToast('Added to cart', { type: 'info', multiple: true }));
    expect(toastTexts()).toHaveLength(2);
  });

  it('closes an ordinary toast after 2000 ms or from its close button', async () => {
    jest.useFakeTimers();
    renderHost();
    await step(() => showToast('Hello', { type: 'warning' }));
    await step(() => jest.advanceTimersByTime(1999));
    expect(toastTexts()).toHaveLength(1);
    await step(() => jest.advanceTimersByTime(2));
    expect(toastTexts()).toHaveLength(0);

    await step(() => showToast('Again'));
    // A plain click: hovering the toaster would pause react-hot-toast's shared timers for later tests.
    await step(() => fireEvent.click(screen.getByRole('button', { name: 'Close notification' })));
    expect(toastTexts()).toHaveLength(0);
    await step(() => jest.advanceTimersByTime(1000));
  });

  it('keeps a loading toast without a close button until it is updated in place', async () => {
    jest.useFakeTimers();
    renderHost();
    await step(() => showToast('Uploading results…', { type: 'loading', id: 'upload' }));
    await step(() => jest.advanceTimersByTime(60_000));
    expect(toastTexts()).toEqual([expect.stringContaining('Uploading results…')]);
    expect(screen.queryByRole('button', { name: 'Close notification' })).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');

    await step(() => showToast('Uploaded', { type: 'success', id: 'upload' }));
    expect(toastTexts()).toEqual([expect.stringContaining('Uploaded')]);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('marks a loading toast done: loading clears, progress is 1, then it closes', async () => {
    jest.useFakeTimers();
    renderHost();
    await step(() => showToast('Saving…', { type: 'loading', id: 'save' }));
    await step(() => doneToast('save', { message: 'Saved successfully.' }));
    const card = document.querySelector('[data-visible="true"]') as HTMLElement;
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    expect(within(card).getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Saved successfully.');
    await step(() => jest.advanceTimersByTime(2001));
    expect(toastTexts()).toHaveLength(0);
  });

  it('swaps a promise toast from pending to its result', async () => {
    jest.useFakeTimers();
    renderHost();
    let resolve: (value: string) => void = () => undefined;
    const pending = new Promise<string>((done) => (resolve = done));
    await step(() => void toastPromise(pending, { pending: 'Sending…', success: 'Sent', error: 'Failed' }));
    expect(toastTexts()).toEqual([expect.stringContaining('Sending…')]);
    await act(async () => resolve('ok'));
    await step(() => jest.advanceTimersByTime(100));
    expect(toastTexts()).toEqual([expect.stringContaining('Sent')]);
  });

  it('clears toasts when the address changes', async () => {
    renderHost();
    await step(() => showToast('Loading tests…', { type: 'loading', id: 'tests' }));
    await step(() => {
      window.history.pushState(null, '', '/faq');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(toastTexts()).toHaveLength(0);
  });

  it('refuses an undeclared toast type at the bus', async () => {
    expect(() => getEventBus().emit('toast:show', { type: 'fancy', message: 'x' } as never)).toThrow(/wrong shape/);
  });
});
