/** Concurrency tests stay bounded: no test sends more than this many requests at once. */
export const MOST_AT_ONCE = 100;

interface Answered {
  statusCode: number;
}

/**
 * Sends `count` requests at once (made by `send`, given each one's index) and answers them in order, with how
 * many got each status, e.g. `{ 422: 5, 429: 95 }`.
 */
export async function sendAtOnce<R extends Answered>(
  count: number,
  send: (index: number) => Promise<R>,
): Promise<{ responses: R[]; statuses: Record<number, number> }> {
  if (count > MOST_AT_ONCE) throw new Error(`A test sends at most ${MOST_AT_ONCE} requests at once`);
  const responses = await Promise.all(Array.from({ length: count }, (_, index) => send(index)));
  return { responses, statuses: tallyStatuses(responses) };
}

export function tallyStatuses(responses: readonly Answered[]): Record<number, number> {
  const statuses: Record<number, number> = {};
  for (const { statusCode } of responses) statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  return statuses;
}
