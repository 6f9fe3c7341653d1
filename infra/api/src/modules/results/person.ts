import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { orderPatients } from '../../db/schema';

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

/** The same test as `personKey`, as a condition on order patients. */
export function samePersonAs(person: PersonDetails): SQL | undefined {
  if (person.pesel !== null) return eq(orderPatients.pesel, person.pesel);
  return and(
    isNull(orderPatients.pesel),
    sql`lower(${orderPatients.firstName}) = lower(${person.firstName})`,
    sql`lower(${orderPatients.lastName}) = lower(${person.lastName})`,
    person.birthDate === null ? isNull(orderPatients.birthDate) : eq(orderPatients.birthDate, person.birthDate),
  );
}
