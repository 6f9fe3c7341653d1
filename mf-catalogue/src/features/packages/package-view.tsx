import { useId } from 'react';
import type { PackageDetail } from '@labshop/shared-contracts/core';
import { useCurrency } from '@labshop/shared-contracts/web/remote-kit';
import { requestCartItem } from '../../lib/add-to-cart';
import { PurchasePanel } from '../../lib/purchase-panel';
import { PackageContents, SavingNote } from './package-contents';
import styles from './packages.module.css';

export function isWeightLossPackage(pack: Pick<PackageDetail, 'kind' | 'isWeightLossPackage'>): boolean {
  return pack.isWeightLossPackage || pack.kind === 'weight-loss-package';
}

export function addPackageToCart(pack: PackageDetail): void {
  requestCartItem({
    serviceId: pack.id,
    name: pack.name,
    priceMinor: pack.price.priceMinor,
    kind: pack.kind,
    attributes: pack.attributes,
  });
}

/** A package's description, tests, price and saving; the page around it gives the heading. */
export function PackageBody({ pack, nameId }: { pack: PackageDetail; nameId: string }) {
  const currency = useCurrency();
  return (
    <div className={styles.body}>
      <div>
        {pack.description ? <p>{pack.description}</p> : null}
        <PackageContents tests={pack.contents} currency={currency} />
      </div>
      <PurchasePanel
        price={pack.price}
        currency={currency}
        isAvailable={pack.isAvailable}
        location={pack.location}
        describedBy={nameId}
        onAdd={() => addPackageToCart(pack)}
      >
        <SavingNote
          singlyTotalMinor={pack.singlyTotalMinor}
          savingMinor={pack.savingMinor}
          testCount={pack.contents.length}
          currency={currency}
        />
      </PurchasePanel>
    </div>
  );
}

/** A whole package: its heading, the weight-loss flag, and its body. */
export function PackageView({ pack }: { pack: PackageDetail }) {
  const nameId = useId();
  return (
    <article aria-labelledby={nameId}>
      {isWeightLossPackage(pack) ? <p className={styles.flag}>Weight-loss package</p> : null}
      <h1 id={nameId}>{pack.name}</h1>
      <PackageBody pack={pack} nameId={nameId} />
    </article>
  );
}
