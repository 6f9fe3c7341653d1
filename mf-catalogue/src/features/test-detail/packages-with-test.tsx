import { Link } from 'react-router-dom';
import type { PackageReference } from '@labshop/shared-contracts/core';
import { detailPath } from '../../lib/detail-path';
import styles from '../../lib/item-page/item-page.module.css';

/** The packages that hold the test, for a patient who may want it with others at a lower price. */
export function PackagesWithTest({ packages }: { packages: PackageReference[] }) {
  return (
    <ul className={styles.packages}>
      {packages.map((pack) => (
        <li key={pack.id}>
          <Link to={detailPath(pack.kind, pack.slug)}>{pack.name}</Link>
        </li>
      ))}
    </ul>
  );
}
