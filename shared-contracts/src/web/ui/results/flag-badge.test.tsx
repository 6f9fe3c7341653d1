import { render, screen } from '@testing-library/react';
import { FlagBadge } from './flag-badge';

describe('the flag of a value', () => {
  it.each([
    ['H', '▲', 'High', 'outOfRange'],
    ['LL', '▼▼', 'Critically low', 'critical'],
    ['N', '●', 'Normal', 'normal'],
  ] as const)('reads %s in words, with a shape and a colour beside them', (flag, shape, words, tone) => {
    const { container } = render(<FlagBadge flag={flag} />);
    expect(container).toHaveTextContent(`${shape} ${words}`);
    expect(screen.getByText(shape)).toHaveAttribute('aria-hidden', 'true');
    expect(container.firstElementChild).toHaveClass(tone);
  });

  it('says so when a value was not judged', () => {
    const { container } = render(<FlagBadge flag={null} />);
    expect(container).toHaveTextContent('– Not interpreted');
  });
});
