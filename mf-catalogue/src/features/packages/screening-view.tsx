import { useId, useState } from 'react';
import type { PackageDetail, ScreeningProgrammeDetail } from '@labshop/shared-contracts/core';
import { useCurrency } from '@labshop/shared-contracts/web/remote-kit';
import { ItemBreadcrumbs } from '../../lib/item-page/breadcrumbs';
import { leadingSections, questionsSection } from '../../lib/item-page/common-sections';
import { ItemPageLayout } from '../../lib/item-page/item-page-layout';
import { useItemPurchase } from '../../lib/item-page/item-purchase';
import type { ItemSection } from '../../lib/item-page/item-sections';
import layout from '../../lib/item-page/item-page.module.css';
import { PackageTestList, testCountText } from './package-contents';
import { addPackageToCart, PackageSaving } from './package-view';
import { screeningAudience } from './screening-audience';
import styles from './packages.module.css';
import { VariantSwitch, type ScreeningVariant } from './variant-switch';

/** The chosen variant's sections: as a package's, its tests headed by the variant's name, which the switch changes. */
function variantSections(variant: PackageDetail, currency: string): ItemSection[] {
  const biomarkers = {
    id: 'biomarkers',
    title: 'Biomarkers included',
    content: (
      <>
        <h3 className={styles.variantName}>{variant.name}</h3>
        <p>{testCountText(variant.contents.length)}, each with its own page:</p>
        <PackageTestList tests={variant.contents} currency={currency} />
      </>
    ),
  };
  return [...leadingSections(variant), biomarkers, questionsSection(variant)];
}

/**
 * A screening programme, laid out as a package's page: whom it is for and the switch between its variants under
 * its name, the chosen variant's sections beside the purchase panel that buys it.
 */
export function ScreeningView({
  programme,
  initialVariant,
}: {
  programme: ScreeningProgrammeDetail;
  initialVariant: ScreeningVariant;
}) {
  const nameId = useId();
  const currency = useCurrency();
  const [variant, setVariant] = useState(initialVariant);
  const chosen = programme[variant];
  const purchase = useItemPurchase(chosen, {
    nameId,
    onAdd: () => addPackageToCart(chosen),
    extra: <PackageSaving pack={chosen} currency={currency} />,
  });
  return (
    <ItemPageLayout
      nameId={nameId}
      breadcrumbs={
        <ItemBreadcrumbs
          crumbs={[
            { label: 'Home', href: '/' },
            { label: 'Packages', href: '/lab-test-list/packages' },
            {
              label: chosen.category.name,
              href: `/lab-test-list/packages/${encodeURIComponent(chosen.category.slug)}`,
            },
            { label: programme.name },
          ]}
        />
      }
      title={
        <>
          <p className={layout.kind}>Screening package</p>
          <h1 id={nameId}>{programme.name}</h1>
          <p>{screeningAudience(programme)}</p>
          {programme.description ? <p>{programme.description}</p> : null}
          <div className={styles.variants}>
            <VariantSwitch
              value={variant}
              prices={{ basic: programme.basic.price.priceMinor, extended: programme.extended.price.priceMinor }}
              currency={currency}
              onChange={setVariant}
            />
          </div>
        </>
      }
      sections={variantSections(chosen, currency)}
      panel={purchase.panel}
      bar={purchase.bar}
    />
  );
}
