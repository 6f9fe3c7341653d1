import { useId } from 'react';
import type { PackageDetail } from '@labshop/shared-contracts/core';
import { useCurrency } from '@labshop/shared-contracts/web/remote-kit';
import { requestCartItem } from '../../lib/add-to-cart';
import { ItemBreadcrumbs } from '../../lib/item-page/breadcrumbs';
import { leadingSections, questionsSection } from '../../lib/item-page/common-sections';
import { ItemPageLayout } from '../../lib/item-page/item-page-layout';
import { useItemPurchase } from '../../lib/item-page/item-purchase';
import layout from '../../lib/item-page/item-page.module.css';
import { PackageTestList, SavingNote, testCountText } from './package-contents';
import { CategoryPicture } from '../../lib/category-art/category-picture';

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
    // The cart asks before it holds one of these tests and the package for the same patient.
    includes: pack.contents.map(({ id, name }) => ({ id, name })),
  });
}

/** The package's saving, said in the purchase panel under its price. */
export function PackageSaving({ pack, currency }: { pack: PackageDetail; currency: string }) {
  return (
    <SavingNote
      singlyTotalMinor={pack.singlyTotalMinor}
      savingMinor={pack.savingMinor}
      testCount={pack.contents.length}
      currency={currency}
    />
  );
}

function packageSections(pack: PackageDetail, currency: string) {
  const biomarkers = {
    id: 'biomarkers',
    title: 'Biomarkers included',
    content: (
      <>
        <p>{testCountText(pack.contents.length)}, each with its own page:</p>
        <PackageTestList tests={pack.contents} currency={currency} />
      </>
    ),
  };
  return [...leadingSections(pack), biomarkers, questionsSection(pack)];
}

/** A whole package, laid out as a test's page is: its sections beside the purchase panel. */
export function PackageView({ pack }: { pack: PackageDetail }) {
  const nameId = useId();
  const currency = useCurrency();
  const purchase = useItemPurchase(pack, {
    nameId,
    onAdd: () => addPackageToCart(pack),
    extra: <PackageSaving pack={pack} currency={currency} />,
  });
  return (
    <ItemPageLayout
      nameId={nameId}
      breadcrumbs={
        <ItemBreadcrumbs
          crumbs={[
            { label: 'Home', href: '/' },
            { label: 'Packages', href: '/lab-test-list/packages' },
            { label: pack.category.name, href: `/lab-test-list/packages/${encodeURIComponent(pack.category.slug)}` },
            { label: pack.name },
          ]}
        />
      }
      title={
        <>
          <CategoryPicture slug={pack.category.slug} width={160} loading="eager" className={layout.picture} />
          {isWeightLossPackage(pack) ? <p className={layout.kind}>Weight-loss package</p> : null}
          <h1 id={nameId}>{pack.name}</h1>
        </>
      }
      sections={packageSections(pack, currency)}
      panel={purchase.panel}
      bar={purchase.bar}
    />
  );
}
