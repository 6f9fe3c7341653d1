import { render, screen } from '@testing-library/react';
import { CheckboxField } from './checkbox';
import { TextAreaField, TextField } from './text-field';

describe('form fields', () => {
  it('labels the input and marks it required', () => {
    render(<TextField label="Email" name="email" type="email" required />);
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input).toBeRequired();
    expect(screen.getByText('(required)')).toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('ties the hint and error to the input', () => {
    render(<TextField label="Phone" hint="9 digits" error="Enter a valid phone number" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('9 digits Enter a valid phone number');
  });

  it('wires a text area and a checkbox the same way', () => {
    render(
      <>
        <TextAreaField label="Message" error="Message is required" required />
        <CheckboxField label="I accept the privacy policy" error="This consent is required" required />
      </>,
    );
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveAccessibleDescription('Message is required');
    const checkbox = screen.getByRole('checkbox', { name: /I accept the privacy policy/ });
    expect(checkbox).toBeRequired();
    expect(checkbox).toHaveAccessibleDescription('This consent is required');
  });
});
