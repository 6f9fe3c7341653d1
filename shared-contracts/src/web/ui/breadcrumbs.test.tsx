import { render, screen, within } from '@testing-library/react';
import { Breadcrumbs } from './breadcrumbs';

describe('breadcrumbs', () => {
  it('lead from home to this page in a named navigation, the page itself current and not a link', () => {
    render(
      <Breadcrumbs
        items={[{ label: 'Home', href: '/' }, { label: 'Thyroid', href: '/tests/thyroid' }, { label: 'TSH' }]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(within(nav).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Home', 'Thyroid', 'TSH']);
    expect(within(nav).getByRole('link', { name: 'Thyroid' })).toHaveAttribute('href', '/tests/thyroid');
    expect(within(nav).getAllByRole('link')).toHaveLength(2);
    expect(within(nav).getByText('TSH')).toHaveAttribute('aria-current', 'page');
    expect(nav.querySelector('ol')).not.toBeNull();
  });
});
