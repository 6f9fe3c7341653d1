import { useState } from 'react';
import type { ApiQueryResult } from '@labshop/shared-contracts/web';

/**
 * The last answer of a query, kept while it is asked again (after the patient saved something), so the page does
 * not blink to a loading state and the form they used keeps its focus and its message.
 */
export function useKeptWhileRefreshing<T>(query: ApiQueryResult<T>): T | undefined {
  const [kept, setKept] = useState<T | undefined>(query.data);
  // Adjusting state while rendering, as React advises for a value derived from a changing prop.
  if (query.status === 'success' && query.data !== kept) setKept(query.data);
  return query.status === 'success' ? query.data : kept;
}
