import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RadioGroup, SegmentedChoice } from './radio-group';

const SEXES = [
  { value: 'f', label: 'Female' },
  { value: 'm', label: 'Male' },
];

function Sex({ error, initial = '' }: { error?: string; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RadioGroup legend="Sex" options={SEXES} value={value} onChange={setValue} error={error} required />
      <p>Chosen: {value || 'none'}</p>
    </>
  );
}

describe('RadioGroup', () => {
  it('is a group of native radios named by its legend', async () => {
    render(<Sex />);
    expect(screen.getByRole('group', { name: /Sex/ })).toBeInTheDocument();
    await userEvent.click(screen.getByText('Male'));
    expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked();
    expect(screen.getByText('Chosen: m')).toBeInTheDocument();
  });

  it('is reached once by Tab and moved with the arrow keys', async () => {
    render(<Sex initial="f" />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Female' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked();
    expect(screen.getByText('Chosen: m')).toBeInTheDocument();
  });

  it('ties its error to the group', () => {
    render(<Sex error="Choose the sex." />);
    expect(screen.getByRole('group', { name: /Sex/ })).toHaveAccessibleDescription('Choose the sex.');
  });
});

function Unit({ disabled }: { disabled?: boolean }) {
  const [unit, setUnit] = useState('kg');
  return (
    <SegmentedChoice
      legend="Unit"
      disabled={disabled}
      options={[
        { value: 'kg', label: 'kg' },
        { value: 'lbs', label: 'lbs' },
        { value: 'st/lb', label: 'st/lb' },
      ]}
      value={unit}
      onChange={setUnit}
    />
  );
}

describe('SegmentedChoice', () => {
  it('is still radios: chosen by a click or the arrow keys', async () => {
    render(<Unit />);
    expect(screen.getByRole('radio', { name: 'kg' })).toBeChecked();
    await userEvent.click(screen.getByText('lbs'));
    expect(screen.getByRole('radio', { name: 'lbs' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'st/lb' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'st/lb' })).toHaveFocus();
  });

  it('cannot change while disabled', async () => {
    render(<Unit disabled />);
    await userEvent.click(screen.getByText('lbs'));
    expect(screen.getByRole('radio', { name: 'kg' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'lbs' })).toBeDisabled();
  });
});
