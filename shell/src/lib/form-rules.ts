/**
 * The field rules for the forms the shell itself shows (contact, newsletter). Each returns the
 * message to show under the field, or null when the value is fine.
 */

export function emailProblem(value: string): string | null {
  const email = value.trim();
  if (!email) return 'Enter your email address';
  if (email.length > 254) return 'Email must be at most 254 characters';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return 'Enter a valid email address, like name@example.com';
  return null;
}

export function nameProblem(value: string): string | null {
  const name = value.trim();
  if (!name) return 'Enter your first and last name';
  if (name.length < 2) return 'Name must be at least 2 characters';
  if (name.length > 255) return 'Name must be at most 255 characters';
  return null;
}

/** Phone: 9 digits; spaces and dashes between them are allowed. */
export function phoneProblem(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  if (!digits) return 'Enter your phone number';
  if (!/^\d{9}$/.test(digits)) return 'Enter a phone number of 9 digits';
  return null;
}

export function messageProblem(value: string): string | null {
  const message = value.trim();
  if (!message) return 'Enter your message';
  if (message.length < 3) return 'Message must be at least 3 characters';
  if (message.length > 1000) return 'Message must be at most 1000 characters';
  return null;
}

export function consentProblem(given: boolean): string | null {
  return given ? null : 'This consent is required';
}
