import { useRef, useState } from 'react';
import type { Struct } from 'superstruct';
import { useApiQuery } from '@labshop/shared-contracts/web';

/**
 * A back-office list that opens one entry at a time (lab deliveries, contact messages). Back from an entry, the
 * list is read again when something was done, the outcome is announced and focus returns to the section's heading,
 * so keyboard and screen-reader users carry on from a known place.
 */
export function useReviewList<T>(path: string, answer: Struct<T, unknown>) {
  const list = useApiQuery(path, { answer });
  const [openId, setOpenId] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  const backToList = (outcome?: string) => {
    setOpenId(null);
    setStatus(outcome ?? '');
    if (outcome !== undefined) list.retry();
    heading.current?.focus();
  };

  /** Opening an entry clears the last outcome announced. */
  const open = (id: string) => {
    setStatus('');
    setOpenId(id);
  };

  return { list, openId, open, status, heading, backToList };
}
