import { AreaLayout } from '@labshop/shared-contracts/web/remote-kit';

export const DOCTOR_AREA_HOME = '/doctor';

/** A screen of the doctor area that is open to use, as its navigation names it. */
export interface DoctorAreaSection {
  path: string;
  label: string;
}

/**
 * The doctor area's own navigation beside each of its pages, the same as the account's: where the area starts and
 * every section built so far, so a doctor reaches them from /doctor. The section being read is marked as current.
 */
export function DoctorAreaLayout({ sections }: { sections: readonly DoctorAreaSection[] }) {
  const items = [
    { href: DOCTOR_AREA_HOME, label: 'Overview' },
    ...sections.map((section) => ({ href: section.path, label: section.label })),
  ];
  return <AreaLayout label="Doctor area" sections={items} />;
}
