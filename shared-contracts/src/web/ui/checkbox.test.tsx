import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox, CheckboxGroup } from './checkbox';

describe('Checkbox', () => {
  it('is a native checkbox named by its label, its description and error read with it', () => {
    render(
      <Checkbox label="Send me results by email" hint="Once they are ready." error="Choose how to hear" required />,
    );
    const checkbox = screen.getByRole('checkbox', { name: /Send me results by email/ });
    expect(checkbox).toHaveAttribute('type', 'checkbox');
    expect(checkbox).toBeRequired();
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription('Once they are ready. Choose how to hear');
  });

  it('ticks with a click on its label and with the space bar', async () => {
    const onChange = jest.fn();
    render(<Checkbox label="No PESEL number" onChange={onChange} />);
    await userEvent.click(screen.getByText('No PESEL number'));
    expect(screen.getByRole('checkbox', { name: 'No PESEL number' })).toBeChecked();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'No PESEL number' })).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('cannot be ticked while disabled', async () => {
    render(<Checkbox label="Fasting" disabled />);
    await userEvent.click(screen.getByText('Fasting'));
    expect(screen.getByRole('checkbox', { name: 'Fasting' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Fasting' })).toBeDisabled();
  });
});

function Samples({ error }: { error?: string }) {
  const [value, setValue] = useState<string[]>(['blood']);
  return (
    <CheckboxGroup
      legend="Sample type"
      hint="Choose any."
      error={error}
      options={[
        { value: 'blood', label: 'Blood' },
        { value: 'urine', label: 'Urine' },
        { value: 'saliva', label: 'Saliva', disabled: true },
      ]}
      value={value}
      onChange={setValue}
    />
  );
}

describe('CheckboxGroup', () => {
  it('is a group named by its legend, keeping the options in their order', async () => {
    render(<Samples />);
    expect(screen.getByRole('group', { name: 'Sample type' })).toHaveAccessibleDescription('Choose any.');
    expect(screen.getByRole('checkbox', { name: 'Blood' })).toBeChecked();
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: 'Blood' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Urine' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Saliva' })).toBeDisabled();
  });

  it('says the group error once, for the group, and marks every option invalid', () => {
    render(<Samples error="Choose at least one sample type." />);
    expect(screen.getByRole('group', { name: 'Sample type' })).toHaveAccessibleDescription(
      'Choose any. Choose at least one sample type.',
    );
    for (const checkbox of screen.getAllByRole('checkbox')) expect(checkbox).toHaveAttribute('aria-invalid', 'true');
  });
});
