/** Someone a line of a price breakdown may be for: a patient's id and the name shown for them. */
export interface BreakdownPerson {
  id: string;
  name: string;
}

/** A line of a breakdown, whether quoted in the cart or stored on an order. */
export interface BreakdownLine {
  label: string;
  quantity?: number | null;
  patientId?: string | null;
}

/**
 * How a line of a price breakdown reads: its label, how many times it is charged when more than once, and whom it
 * is for when the breakdown is for more than one person (for one, every line is theirs). The cart, checkout, the
 * payment page, the payment status page and the order e-mail all word their lines with this, so the buyer reads the
 * same breakdown at every step.
 */
export function quoteLineText(line: BreakdownLine, people: readonly BreakdownPerson[]): string {
  const quantity =
    line.quantity !== undefined && line.quantity !== null && line.quantity > 1 ? ` × ${line.quantity}` : '';
  const person =
    people.length > 1 && line.patientId ? people.find((candidate) => candidate.id === line.patientId) : undefined;
  return `${line.label}${quantity}${person ? ` (${person.name})` : ''}`;
}
