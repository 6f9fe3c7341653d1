import { render } from '@testing-library/react';
import { CategoryArt } from './category-art';

describe('a category drawing', () => {
  it('is decoration with its size set, so readers skip it and the page does not move when it is drawn', () => {
    const { container } = render(<CategoryArt slug="heart-and-circulation" size={40} />);
    const drawing = container.querySelector('svg');
    expect(drawing).toHaveAttribute('aria-hidden', 'true');
    expect(drawing).toHaveAttribute('width', '40');
    expect(drawing).toHaveAttribute('height', '40');
    expect(drawing).toHaveAttribute('data-category-theme', 'heart');
  });

  it('paints with the theme through classes, never with colours of its own', () => {
    const { container } = render(<CategoryArt slug="food-allergy" size={64} />);
    const painted = container.querySelectorAll('[fill], [stroke], [style]');
    expect(painted).toHaveLength(0);
  });
});
