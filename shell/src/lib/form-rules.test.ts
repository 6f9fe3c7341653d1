import { consentProblem, emailProblem, messageProblem, nameProblem, phoneProblem } from './form-rules';

describe('form rules (spec §5)', () => {
  it.each([
    ['', 'Enter your email address'],
    ['anna', 'Enter a valid email address, like name@example.com'],
    [`${'a'.repeat(250)}@x.pl`, 'Email must be at most 254 characters'],
    ['anna@example.com', null],
  ])('email %j', (value, problem) => expect(emailProblem(value)).toBe(problem));

  it.each([
    ['', 'Enter your first and last name'],
    ['A', 'Name must be at least 2 characters'],
    ['x'.repeat(256), 'Name must be at most 255 characters'],
    ['Jo', null],
  ])('name %j', (value, problem) => expect(nameProblem(value)).toBe(problem));

  it.each([
    ['', 'Enter your phone number'],
    ['12345678', 'Enter a phone number of 9 digits'],
    ['+48501234567', 'Enter a phone number of 9 digits'],
    ['501 234-567', null],
  ])('phone %j', (value, problem) => expect(phoneProblem(value)).toBe(problem));

  it.each([
    ['  ', 'Enter your message'],
    ['Hi', 'Message must be at least 3 characters'],
    ['x'.repeat(1001), 'Message must be at most 1000 characters'],
    ['Hello', null],
  ])('message %j', (value, problem) => expect(messageProblem(value)).toBe(problem));

  it('requires consents', () => {
    expect(consentProblem(false)).toBe('This consent is required');
    expect(consentProblem(true)).toBeNull();
  });
});
