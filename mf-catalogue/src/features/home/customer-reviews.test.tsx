import { render, screen, within } from '@testing-library/react';
import { CustomerReviews } from './customer-reviews';

describe('the reviews section', () => {
  it('shows each review with the name its author signs with', () => {
    render(<CustomerReviews reviews={[{ id: 'r1', text: 'The nurse came on time.', author: 'Anna' }]} />);
    const reviews = screen.getByRole('region', { name: 'What patients say' });
    expect(within(reviews).getByRole('listitem')).toHaveTextContent('The nurse came on time.Anna');
  });

  it('is left out when there are no reviews', () => {
    const { container } = render(<CustomerReviews reviews={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
