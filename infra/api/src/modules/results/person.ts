/** The details that name one person on an order; a person is named anew on each order. */
export interface PersonDetails {
  firstName: string;
  lastName: string;
  pesel: string | null;
  birthDate: string | null;
}

/**
 * One person across an account's orders: by PESEL, or by name and date of birth when there is none. Used to
 * group a list by patient and to find the earlier values of the same person.
 */
export function personKey(person: PersonDetails): string {
  if (person.pesel !== null) return `pesel:${person.pesel}`;
  return `name:${person.firstName.toLowerCase()}|${person.lastName.toLowerCase()}|${person.birthDate ?? ''}`;
}

/**
 * The ids of the order patients who are `person` on the orders the account placed: how one person's results are
 * found across them, as the orders recognise one person (the orders' own to say).
 */
export type SamePersonOnOrders = (person: PersonDetails, accountId: string) => Promise<string[]>;
