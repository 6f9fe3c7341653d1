import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Calendar, type CalendarProps } from './calendar';
import { dayAsTyped, monthWeeks, shiftDay } from './calendar-days';

function ChooseADay(props: Partial<CalendarProps> & { initial?: string | null }) {
  const [value, setValue] = useState<string | null>(props.initial ?? null);
  return (
    <>
      <Calendar label="Day of the visit" today="2026-11-26" {...props} value={value} onChange={setValue} />
      <p>Chosen: {value ? dayAsTyped(value) : 'none'}</p>
    </>
  );
}

const day = (name: RegExp | string) => screen.getByRole('button', { name });

describe('the calendar', () => {
  it('starts its weeks on Monday and shows the month of today', () => {
    render(<ChooseADay />);
    const grid = screen.getByRole('grid', { name: 'Day of the visit, November 2026' });
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers.map((header) => header.getAttribute('abbr'))).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    // 1 November 2026 is a Sunday: the first row starts on Monday 26 October.
    const [, firstRow] = within(grid).getAllByRole('row');
    if (!firstRow) throw new Error('The grid has no weeks.');
    expect(within(firstRow).getAllByRole('button')[0]).toHaveAccessibleName(/^Monday, 26 October 2026/);
    expect(day(/^Thursday, 26 November 2026/)).toHaveAttribute('aria-current', 'date');
  });

  it('chooses a day with a click and writes it as MM/dd/yyyy', async () => {
    render(<ChooseADay />);
    await userEvent.click(day(/^Friday, 4 December 2026/));
    expect(screen.getByText('Chosen: 12/04/2026')).toBeInTheDocument();
    expect(day(/^Friday, 4 December 2026/).closest('td')).toHaveAttribute('aria-selected', 'true');
  });

  it('does not let a past day or a day without free times be chosen, and says why', async () => {
    render(<ChooseADay isChoosable={(iso) => iso !== '2026-11-30'} describeDay={() => '3 free times'} />);
    expect(day('Wednesday, 25 November 2026, unavailable')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Monday, 30 November 2026, unavailable')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(day(/25 November/));
    await userEvent.click(day(/30 November/));
    expect(screen.getByText('Chosen: none')).toBeInTheDocument();
    expect(day('Friday, 27 November 2026, 3 free times')).not.toHaveAttribute('aria-disabled');
  });

  it('moves by day, week, week ends and month from the keyboard and chooses with Enter', async () => {
    render(<ChooseADay />);
    // Previous month, next month, then the grid's one day in the tab order.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(day(/, 26 November 2026/)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(day(/, 27 November 2026/)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(day(/, 4 December 2026/)).toHaveFocus();
    expect(screen.getByRole('grid', { name: 'Day of the visit, December 2026' })).toBeInTheDocument();
    await userEvent.keyboard('{Home}');
    expect(day(/^Monday, 30 November 2026/)).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(day(/^Sunday, 6 December 2026/)).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    expect(day(/^Wednesday, 6 January 2027/)).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(screen.getByText('Chosen: 12/30/2026')).toBeInTheDocument();
    // Only the day with focus is in the tab order.
    const days = within(screen.getByRole('grid')).getAllByRole('button');
    expect(days.filter((button) => button.tabIndex === 0)).toHaveLength(1);
  });

  it('turns months with its buttons and stops at the years 1900 and 2100', async () => {
    const shown: string[] = [];
    render(<ChooseADay today="2100-12-01" onMonthShown={(month) => shown.push(month)} />);
    expect(screen.getByRole('button', { name: /Next month/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /Previous month/ }));
    expect(screen.getByRole('heading', { name: 'November 2100' })).toBeInTheDocument();
    expect(shown).toEqual(['2100-12', '2100-11']);
    expect(shiftDay('1900-01-03', { days: -7 })).toBe('1900-01-01');
  });
});

describe('the weeks of a month', () => {
  it('always fills whole weeks from Monday to Sunday', () => {
    for (const month of ['2026-02', '2026-03', '2026-10', '2027-02']) {
      const weeks = monthWeeks(month);
      expect(weeks.every((week) => week.length === 7)).toBe(true);
      expect(weeks.flat().find((cell) => cell.inMonth)?.iso).toBe(`${month}-01`);
    }
    // March 2026 changes to summer time on its last Sunday: days still count one by one.
    expect(
      monthWeeks('2026-03')
        .flat()
        .filter((cell) => cell.inMonth),
    ).toHaveLength(31);
  });
});
