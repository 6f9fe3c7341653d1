import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateField } from './date-field';
import { DATE_MESSAGES, readTypedDate, showIsoDate } from './date-format';

function Birth({ initial = '', error }: { initial?: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="Date of birth" value={value} onChange={setValue} error={error} />
      <p>Value: {value || 'empty'}</p>
      <button type="button" onClick={() => setValue('2001-02-03')}>
        Fill in
      </button>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Date of birth' });

describe('DateField', () => {
  it('shows the one format it takes and gives the caller an ISO date', async () => {
    render(<Birth />);
    expect(field()).toHaveAccessibleDescription('MM/DD/YYYY, for example 05/14/1990.');
    await userEvent.type(field(), '05/14/1990');
    expect(field()).toHaveValue('05/14/1990');
    expect(screen.getByText('Value: 1990-05-14')).toBeInTheDocument();
  });

  it('adds the slashes when only digits are typed', async () => {
    render(<Birth />);
    await userEvent.type(field(), '12311999');
    expect(field()).toHaveValue('12/31/1999');
    expect(screen.getByText('Value: 1999-12-31')).toBeInTheDocument();
  });

  it('shows an ISO value in its own format, and a new value from outside', async () => {
    render(<Birth initial="1944-05-14" />);
    expect(field()).toHaveValue('05/14/1944');
    await userEvent.click(screen.getByRole('button', { name: 'Fill in' }));
    expect(field()).toHaveValue('02/03/2001');
  });

  it('says what is wrong once the person leaves the field, and never passes on a half-typed date as a date', async () => {
    render(<Birth />);
    await userEvent.type(field(), '1990-05-14');
    expect(field()).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(`MM/DD/YYYY, for example 05/14/1990. ${DATE_MESSAGES.format}`);
    expect(screen.queryByText(/Value: \d{4}-\d{2}-\d{2}/)).not.toBeInTheDocument();
    await userEvent.clear(field());
    await userEvent.type(field(), '02/30/2001');
    expect(screen.getByText('Value: 02/30/2001')).toBeInTheDocument();
    expect(field()).toHaveAccessibleDescription(`MM/DD/YYYY, for example 05/14/1990. ${DATE_MESSAGES.noSuchDay}`);
  });

  it("shows the form's error when the text is a date", () => {
    render(<Birth initial="2030-01-01" error="The date of birth cannot be in the future." />);
    expect(field()).toHaveAccessibleDescription(
      'MM/DD/YYYY, for example 05/14/1990. The date of birth cannot be in the future.',
    );
  });
});

describe('reading a typed date', () => {
  it.each([
    ['01/01/1900', { iso: '1900-01-01' }],
    ['12/31/2100', { iso: '2100-12-31' }],
    ['02/29/2024', { iso: '2024-02-29' }],
    ['02/29/2023', { error: DATE_MESSAGES.noSuchDay }],
    ['13/01/2000', { error: DATE_MESSAGES.noSuchDay }],
    ['12/31/1899', { error: DATE_MESSAGES.years }],
    ['01/01/2101', { error: DATE_MESSAGES.years }],
    ['1/1/2000', { error: DATE_MESSAGES.format }],
    ['2000-01-01', { error: DATE_MESSAGES.format }],
  ])('%s', (typed, expected) => {
    expect(readTypedDate(typed)).toEqual(expected);
  });

  it('shows ISO dates as MM/DD/YYYY', () => {
    expect(showIsoDate('1990-05-14')).toBe('05/14/1990');
    expect(showIsoDate('nonsense')).toBe('nonsense');
  });
});
