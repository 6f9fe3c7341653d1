import { Skeleton, SkeletonGroup } from '@labshop/shared-contracts/web/ui';

/** Where the figures and the table will be, while they load; the words say what is coming. */
export function TableSkeleton({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <SkeletonGroup label={label}>
      <Skeleton shape="block" height="4.5rem" />
      {Array.from({ length: rows }, (_, row) => (
        <Skeleton key={row} shape="block" height="2.75rem" />
      ))}
    </SkeletonGroup>
  );
}
