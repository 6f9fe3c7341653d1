/** Thrown inside a booking's transaction when its slot is taken, to roll back everything it wrote. */
export class SlotTakenSignal extends Error {}

/** Whether the database refused a write for a unique index (the doctor's slot taken), however it was wrapped. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current instanceof Error; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
