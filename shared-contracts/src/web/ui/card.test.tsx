import { render, screen, within } from '@testing-library/react';
import { Card, LinkCard } from './card';

describe('a card', () => {
  it('holds its header, body and footer in order, named by its heading', () => {
    render(
      <Card as="article" aria-labelledby="order-title" header={<h2 id="order-title">Order 1042</h2>} footer="Paid">
        Thyroid panel
      </Card>,
    );
    const card = screen.getByRole('article', { name: 'Order 1042' });
    expect(card).toHaveTextContent(/^Order 1042Thyroid panelPaid$/u);
  });

  it('as one link, is a single link named by its title, inside its heading, with nothing else to press', () => {
    render(
      <LinkCard title="Vitamin D" href="/tests/vitamin-d" headingLevel={3}>
        <p>Results in 2 days</p>
      </LinkCard>,
    );
    const card = screen.getByRole('article');
    const link = within(card).getByRole('link');
    expect(link).toHaveAccessibleName('Vitamin D');
    expect(link).toHaveAttribute('href', '/tests/vitamin-d');
    expect(within(card).getByRole('heading', { level: 3, name: 'Vitamin D' })).toContainElement(link);
    expect(within(card).getAllByRole('link')).toHaveLength(1);
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(card).toHaveTextContent('Results in 2 days');
  });

  it('draws its link with the router link it is given', () => {
    render(
      <LinkCard
        title="Iron"
        href="/tests/iron"
        headingLevel={2}
        renderLink={({ href, children, className }) => (
          <a href={`/en${href}`} className={className} data-router="">
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'Iron' })).toHaveAttribute('href', '/en/tests/iron');
  });
});
