import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchField } from './search-field';

describe('the search field', () => {
  it('is a labelled search box with its hint, sending its form with the button', async () => {
    const submitted = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form role="search" aria-label="Search the tests" onSubmit={submitted}>
        <SearchField label="Test name" hint="For example TSH." submitLabel="Search" size="lg" />
      </form>,
    );
    const box = screen.getByRole('searchbox', { name: 'Test name' });
    expect(box).toHaveAccessibleDescription('For example TSH.');
    await userEvent.type(box, 'tsh');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('ties an error to the box and marks it invalid', () => {
    render(<SearchField label="Test name" error="Type at least two letters." submitLabel="Search" />);
    const box = screen.getByRole('searchbox', { name: 'Test name' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Type at least two letters.');
  });
});
