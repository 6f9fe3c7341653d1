import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The token of an e-mailed order link (`?token=`), read once when the page opens and then taken out of the
 * address: the browser keeps it, and a link copied from the address bar does not hand the order to someone else.
 */
export function useLinkToken(): string | null {
  const [params, setParams] = useSearchParams();
  const [token] = useState(() => params.get('token'));
  useEffect(() => {
    if (!params.has('token')) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('token');
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);
  return token;
}
