import { render, screen } from '@testing-library/react';
import { Alert } from './alert';

describe('an alert', () => {
  it('interrupts with a danger, its title and body read together', () => {
    render(
      <Alert tone="danger" title="The payment failed">
        <p>Nothing was taken from your card.</p>
      </Alert>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The payment failedNothing was taken from your card.');
  });

  it.each(['info', 'success', 'warning'] as const)('waits its turn with %s news, as a status', (tone) => {
    render(<Alert tone={tone} title="Your details were saved" />);
    expect(screen.getByRole('status')).toHaveTextContent('Your details were saved');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces nothing when it is part of the page as it loads', () => {
    render(<Alert tone="warning" title="This test needs fasting" live="off" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('This test needs fasting')).toBeInTheDocument();
  });

  it('draws an icon of its tone, hidden from screen readers as the title says it', () => {
    const { container } = render(<Alert tone="success" title="Order placed" />);
    const icon = container.querySelector('svg');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon).toHaveClass('lucide-circle-check');
  });
});
