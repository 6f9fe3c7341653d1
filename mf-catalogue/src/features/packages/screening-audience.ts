import type { ScreeningProgrammeSummary } from '@labshop/shared-contracts/core';

const WHO: Record<ScreeningProgrammeSummary['targetSex'], string> = {
  female: 'women',
  male: 'men',
  any: 'everyone',
};

/** Whom a screening programme is for, as a sentence: 'For women aged 40 to 65.' */
export function screeningAudience(programme: Pick<ScreeningProgrammeSummary, 'targetSex' | 'minAge' | 'maxAge'>) {
  const ages =
    programme.maxAge === null ? `aged ${programme.minAge} and over` : `aged ${programme.minAge} to ${programme.maxAge}`;
  return `For ${WHO[programme.targetSex]} ${ages}.`;
}
