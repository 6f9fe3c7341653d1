import { useId, useState } from 'react';
import type { ScreeningProgrammeDetail } from '@labshop/shared-contracts/core';
import { useCurrency } from '@labshop/shared-contracts/web/remote-kit';
import { PackageBody } from './package-view';
import { screeningAudience } from './screening-audience';
import styles from './packages.module.css';
import { VariantSwitch, type ScreeningVariant } from './variant-switch';

/** A screening programme: whom it is for, a switch between its variants, and the chosen variant to buy. */
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
  return (
    <article aria-labelledby={nameId}>
      <p className={styles.flag}>Screening package</p>
      <h1 id={nameId}>{programme.name}</h1>
      <p>{screeningAudience(programme)}</p>
      {programme.description ? <p>{programme.description}</p> : null}
      <VariantSwitch
        value={variant}
        prices={{ basic: programme.basic.price.priceMinor, extended: programme.extended.price.priceMinor }}
        currency={currency}
        onChange={setVariant}
      />
      <h2>{chosen.name}</h2>
      <PackageBody pack={chosen} nameId={nameId} />
    </article>
  );
}
