import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { orderPatients } from '../../../db/schema';
import type { PersonDetails } from '../person';

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
