import { act, render, screen } from '@testing-library/react';
import { getEventBus } from './bus';
import { useLatestEvent } from './use-event';

function CartCount() {
  const summary = useLatestEvent('cart:summary');
  return <p>{summary === undefined ? 'unknown' : `${summary.itemCount} items`}</p>;
}

describe('useLatestEvent', () => {
  it('has a replaying channel’s value from the first render, then follows the channel', () => {
    getEventBus().emit('cart:summary', { itemCount: 2, totalMinor: 1000, currency: 'GBP' });
    const renders: string[] = [];
    function Recorded() {
      const summary = useLatestEvent('cart:summary');
      renders.push(summary === undefined ? 'unknown' : `${summary.itemCount}`);
      return null;
    }
    render(
      <>
        <Recorded />
        <CartCount />
      </>,
    );
    expect(renders[0]).toBe('2');
    expect(screen.getByText('2 items')).toBeInTheDocument();

    act(() => getEventBus().emit('cart:summary', { itemCount: 3, totalMinor: 1500, currency: 'GBP' }));
    expect(screen.getByText('3 items')).toBeInTheDocument();
  });
});
