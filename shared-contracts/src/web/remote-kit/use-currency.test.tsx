import { act, render, screen } from '@testing-library/react';
import { getEventBus } from '@labshop/shared-contracts/web';
import { DEFAULT_PUBLIC_CONFIG } from './default-config';
import { useCurrency } from './use-currency';

function Currency() {
  return <p>{useCurrency()}</p>;
}

describe('useCurrency', () => {
  it('shows prices in GBP until the configuration names a currency, then in that one', () => {
    render(<Currency />);
    expect(screen.getByText('GBP')).toBeInTheDocument();
    act(() => getEventBus().emit('config:loaded', { ...DEFAULT_PUBLIC_CONFIG, currency: 'PLN' }));
    expect(screen.getByText('PLN')).toBeInTheDocument();
  });
});
