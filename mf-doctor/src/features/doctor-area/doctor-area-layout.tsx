import { NavLink, Outlet } from 'react-router-dom';
import { Page } from '@labshop/shared-contracts/web/remote-kit';
import styles from './doctor-area.module.css';

export const DOCTOR_AREA_HOME = '/doctor';

/** A screen of the doctor area that is open to use, as its navigation names it. */
export interface DoctorAreaSection {
  path: string;
  label: string;
}

/**
 * The doctor area's own navigation above each of its pages: where the area starts and every section built so
 * far, so a doctor reaches them from /doctor. The section being read is marked as the current page.
 */
export function DoctorAreaLayout({ sections }: { sections: readonly DoctorAreaSection[] }) {
  return (
    <>
      <Page className={styles.bar}>
        <nav aria-label="Doctor area">
          <ul className={styles.sections}>
            <li>
              <NavLink to={DOCTOR_AREA_HOME} end className={styles.section}>
                Overview
              </NavLink>
            </li>
            {sections.map((section) => (
              <li key={section.path}>
                <NavLink to={section.path} className={styles.section}>
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </Page>
      <Outlet />
    </>
  );
}
