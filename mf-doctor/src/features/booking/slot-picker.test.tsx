import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { groupSlots, slotGroupOf, type BookableSlot } from './slot-groups';
import { SlotPicker } from './slot-picker';

const WARSAW = { patient: 'Europe/Warsaw', clinic: 'Europe/Warsaw' };
const NOW = new Date('2026-12-01T06:00:00Z');

/** A day's times at the clinic: 08:00 to 19:30 Warsaw time (UTC+1 in December). */
function daySlots(taken: string[] = []): BookableSlot[] {
  return ['07:00', '10:30', '11:30', '12:00', '15:30', '16:30', '17:00', '18:30'].map((utc) => {
    const startsAt = `2026-12-01T${utc}:00.000Z`;
    return { startsAt, free: !taken.includes(startsAt) };
  });
}

function Picker({ slots, zones = WARSAW }: { slots: BookableSlot[]; zones?: typeof WARSAW }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <SlotPicker slots={slots} zones={zones} value={value} onChange={setValue} now={NOW} />
      <p>Chosen: {value ?? 'none'}</p>
    </>
  );
}

const group = (name: string) => screen.getByRole('group', { name });

describe('the slot groups', () => {
  it('puts each time in its part of the day: until noon, afternoon, evening', () => {
    render(<Picker slots={daySlots()} />);
    const times = (name: string) =>
      within(group(name))
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent);
    expect(times('Until noon')).toEqual(['08:00', '11:30']);
    expect(times('Afternoon')).toEqual(['12:30', '13:00', '16:30']);
    expect(times('Evening')).toEqual(['17:30', '18:00', '19:30']);
    expect(screen.getByText("Times are Warsaw time (Europe/Warsaw), the clinic's time.")).toBeInTheDocument();
  });

  it('chooses a free time, and does not offer a taken or past one', async () => {
    const taken = '2026-12-01T12:00:00.000Z';
    render(<Picker slots={daySlots([taken])} />);
    const takenTime = screen.getByRole('radio', { name: '13:00 (not available)' });
    expect(takenTime).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: '16:30' }));
    expect(screen.getByText('Chosen: 2026-12-01T15:30:00.000Z')).toBeInTheDocument();
  });

  it('marks a time already past as not available', () => {
    render(
      <SlotPicker
        slots={[{ startsAt: '2026-12-01T05:30:00.000Z', free: true }]}
        zones={WARSAW}
        value={null}
        onChange={() => undefined}
        now={NOW}
      />,
    );
    expect(screen.getByRole('radio', { name: '06:30 (not available)' })).toBeDisabled();
    expect(within(group('Afternoon')).getByText('No times in the afternoon.')).toBeInTheDocument();
  });

  it("reads the times on the patient's clock and states the clinic's beside them", () => {
    render(<Picker slots={daySlots()} zones={{ patient: 'Europe/London', clinic: 'Europe/Warsaw' }} />);
    expect(within(group('Until noon')).getAllByRole('radio')[0]).toHaveAccessibleName('07:00 (08:00 clinic time)');
    // 11:00 in London is noon in Warsaw: the patient's clock decides the group.
    expect(within(group('Until noon')).getAllByRole('radio')).toHaveLength(3);
    expect(
      screen.getByText(
        'Times are your time, London time (Europe/London). The clinic keeps Warsaw time (Europe/Warsaw), shown beside each time.',
      ),
    ).toBeInTheDocument();
  });

  it('moves through the free times with the arrow keys, passing over taken ones', async () => {
    render(<Picker slots={daySlots(['2026-12-01T10:30:00.000Z'])} />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '08:00' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '12:30' })).toBeChecked();
  });
});

describe('the part of the day a time belongs to', () => {
  it.each([
    [0, 'until-noon'],
    [11, 'until-noon'],
    [12, 'afternoon'],
    [16, 'afternoon'],
    [17, 'evening'],
    [23, 'evening'],
  ])('hour %i is %s', (hour, group) => expect(slotGroupOf(hour)).toBe(group));

  it('keeps the hour right across the change to summer time on the last Sunday of March', () => {
    // 29 March 2026: Warsaw moves from UTC+1 to UTC+2 at 01:00 UTC.
    const groups = groupSlots(
      [
        { startsAt: '2026-03-29T00:30:00Z', free: true },
        { startsAt: '2026-03-29T10:00:00Z', free: true },
      ],
      WARSAW,
      new Date('2026-03-28T00:00:00Z'),
    );
    expect(groups[0]?.slots.map((slot) => slot.time)).toEqual(['01:30']);
    expect(groups[1]?.slots.map((slot) => slot.time)).toEqual(['12:00']);
  });
});
