import { render, screen, within } from '@testing-library/react';
import { Pagination } from './pagination';

const hrefFor = (page: number) => (page === 1 ? '/tests' : `/tests?page=${page}`);

function showPages(page: number, pageCount: number) {
  render(<Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} />);
  return screen.queryByRole('navigation', { name: 'Pages' });
}

/** What the list shows, in order: page numbers, '…' for a gap, and the steps by their names. */
function shownItems(nav: HTMLElement): string[] {
  return within(nav)
    .getAllByRole('listitem', { hidden: true })
    .map((item) => {
      const link = item.querySelector('a');
      return link ? (link.getAttribute('aria-label') ?? link.textContent ?? '') : (item.textContent ?? '');
    });
}

describe('Pagination', () => {
  it('draws nothing for a single page', () => {
    expect(showPages(1, 1)).toBeNull();
  });

  it('links both pages of two, with the step to the other one', () => {
    const nav = showPages(1, 2);
    if (!nav) throw new Error('no pagination');
    expect(within(nav).getByText('Page 1 of 2')).toBeVisible();
    expect(shownItems(nav)).toEqual(['Page 1', 'Page 2', 'Next page']);
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/tests?page=2');
    expect(within(nav).queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();
  });

  it('shows the first, the last and the neighbours of seven, a gap for the rest', () => {
    const nav = showPages(1, 7);
    if (!nav) throw new Error('no pagination');
    expect(shownItems(nav)).toEqual(['Page 1', 'Page 2', '…', 'Page 7', 'Next page']);
  });

  it('shows a single left-out page rather than a gap', () => {
    const nav = showPages(4, 7);
    if (!nav) throw new Error('no pagination');
    expect(shownItems(nav)).toEqual([
      'Previous page',
      'Page 1',
      'Page 2',
      'Page 3',
      'Page 4',
      'Page 5',
      'Page 6',
      'Page 7',
      'Next page',
    ]);
  });

  it('keeps the last page of seven in reach of the one before', () => {
    const nav = showPages(7, 7);
    if (!nav) throw new Error('no pagination');
    expect(shownItems(nav)).toEqual(['Previous page', 'Page 1', '…', 'Page 6', 'Page 7']);
    expect(within(nav).getByRole('link', { name: 'Previous page' })).toHaveAttribute('rel', 'prev');
  });

  it('stays short in the middle of 178 pages and says where the reader is', () => {
    const nav = showPages(89, 178);
    if (!nav) throw new Error('no pagination');
    expect(within(nav).getByText('Page 89 of 178')).toBeVisible();
    expect(shownItems(nav)).toEqual([
      'Previous page',
      'Page 1',
      '…',
      'Page 88',
      'Page 89',
      'Page 90',
      '…',
      'Page 178',
      'Next page',
    ]);
    expect(within(nav).getAllByRole('link')).toHaveLength(7);
    expect(within(nav).getByRole('link', { name: 'Page 89' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/tests');
    expect(within(nav).getByRole('link', { name: 'Page 178' })).toHaveAttribute('href', '/tests?page=178');
    expect(within(nav).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/tests?page=88');
    expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/tests?page=90');
  });

  it('hides the gaps from assistive technology', () => {
    const nav = showPages(89, 178);
    if (!nav) throw new Error('no pagination');
    expect(within(nav).getAllByRole('listitem')).toHaveLength(7);
  });

  it('draws its links with the link the page gives it', () => {
    render(
      <Pagination
        page={2}
        pageCount={3}
        hrefFor={hrefFor}
        label="Result pages"
        renderLink={({ href, children, ...link }, page) => (
          <a {...link} href={href} data-page={page}>
            {children}
          </a>
        )}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(nav).getByRole('link', { name: 'Page 3' })).toHaveAttribute('data-page', '3');
    expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute('data-page', '3');
  });
});
