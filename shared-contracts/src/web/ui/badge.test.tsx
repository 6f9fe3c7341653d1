import { render, screen } from '@testing-library/react';
import { Badge } from './badge';
import { Check } from './icons';
import { TONES } from './tone';

describe('a badge', () => {
  it.each(TONES)('says its %s status in words, the colour only repeating them', (tone) => {
    render(<Badge tone={tone}>Results ready</Badge>);
    const badge = screen.getByText('Results ready');
    expect(badge).toHaveClass('badge', tone);
  });

  it('keeps its icon out of what is read', () => {
    const { container } = render(
      <Badge tone="success" icon={Check}>
        Paid
      </Badge>,
    );
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Paid')).toHaveTextContent(/^Paid$/u);
  });
});
