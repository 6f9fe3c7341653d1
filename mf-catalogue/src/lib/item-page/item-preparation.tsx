import type { TestDetail } from '@labshop/shared-contracts/core';

/** How to prepare as the catalogue says it, or the fasting rule alone where it says nothing more. */
export function preparationText(item: Pick<TestDetail, 'preparation' | 'requiresFasting'>): string {
  if (item.preparation) return item.preparation;
  return item.requiresFasting ? 'Come fasting.' : 'No special preparation.';
}

/** The preparation section: whether to fast, then what else to do before the sample. */
export function ItemPreparation({ item }: { item: Pick<TestDetail, 'preparation' | 'requiresFasting'> }) {
  return (
    <>
      <p>
        <strong>Fasting: {item.requiresFasting ? 'required' : 'not required'}.</strong>
      </p>
      <p>{preparationText(item)}</p>
    </>
  );
}
