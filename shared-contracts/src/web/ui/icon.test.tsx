import { render, screen } from '@testing-library/react';
import { Check } from './icons';
import { Icon } from './icon';

describe('Icon', () => {
  it('is decoration, hidden from assistive technology, without a label', () => {
    const { container } = render(
      <p>
        <Icon icon={Check} /> Results ready
      </p>,
    );
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is an image with a name when labelled', () => {
    render(<Icon icon={Check} label="Within range" size="lg" />);
    const image = screen.getByRole('img', { name: 'Within range' });
    expect(image).not.toHaveAttribute('aria-hidden');
    expect(image).toHaveClass('icon', 'lg');
  });
});
