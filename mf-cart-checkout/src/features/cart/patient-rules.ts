import type { CartItem, VisitService } from './cart-item';

/** At most 5 patients can be added. */
export const MAX_PATIENTS = 5;
export const TOO_MANY_PATIENTS_MESSAGE = `At most ${MAX_PATIENTS} patients can be added.`;

type Assignable = CartItem | VisitService;

/** The first patient added is assigned to every cart item and visit service. */
export function assignToEveryone<T extends Assignable>(entries: readonly T[], patientId: string): T[] {
  return entries.map((entry) =>
    entry.patients.includes(patientId) ? entry : { ...entry, patients: [...entry.patients, patientId] },
  );
}

/** Takes a patient off every entry; an item left with no patient is deleted. */
export function withoutPatient(items: readonly CartItem[], patientId: string): CartItem[] {
  return items.flatMap((item) => {
    if (!item.patients.includes(patientId)) return [item];
    const patients = item.patients.filter((id) => id !== patientId);
    return patients.length === 0 ? [] : [{ ...item, patients }];
  });
}

export function visitServicesWithoutPatient(services: readonly VisitService[], patientId: string): VisitService[] {
  return services.map((service) => ({ ...service, patients: service.patients.filter((id) => id !== patientId) }));
}
