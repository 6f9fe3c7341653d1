import { screen } from '@testing-library/react';

/** The address the memory router of `renderAt` is at now. */
export function currentLocation(): string {
  return screen.getByTestId('current-location').textContent ?? '';
}
