import type { DoctorCard } from '@labshop/shared-contracts/core';
import { Tabs } from '@labshop/shared-contracts/web/ui';
import { ExperiencePanel } from './experience-panel';
import { meetingTypesInWords } from '../../lib/meeting-types';
import { ServicesPanel } from './services-panel';
import styles from './doctor-card.module.css';

export function doctorName(doctor: DoctorCard): string {
  return [doctor.title, doctor.firstName, doctor.lastName].filter(Boolean).join(' ');
}

export function DoctorProfile({ doctor, currency }: { doctor: DoctorCard; currency: string }) {
  return (
    <article aria-labelledby="doctor-name">
      <header className={styles.header}>
        <h1 id="doctor-name">{doctorName(doctor)}</h1>
        <p className={styles.category}>{doctor.mainCategory}</p>
        <dl className={styles.facts}>
          {doctor.specializations.length > 0 ? (
            <div>
              <dt>Specializations</dt>
              <dd>{doctor.specializations.join(', ')}</dd>
            </div>
          ) : null}
          {doctor.languages.length > 0 ? (
            <div>
              <dt>Languages</dt>
              <dd>{doctor.languages.join(', ')}</dd>
            </div>
          ) : null}
          {doctor.meetingTypes.length > 0 ? (
            <div>
              <dt>Meets patients by</dt>
              <dd>{meetingTypesInWords(doctor.meetingTypes)}</dd>
            </div>
          ) : null}
          {doctor.facility ? (
            <div>
              <dt>Facility</dt>
              <dd>
                {doctor.facility.name}, {doctor.facility.city}
              </dd>
            </div>
          ) : null}
        </dl>
      </header>
      <Tabs
        className={styles.tabs}
        label={`About ${doctorName(doctor)}`}
        tabs={[
          { id: 'experience', label: 'Experience', panel: <ExperiencePanel doctor={doctor} /> },
          {
            id: 'services',
            label: 'Services and Prices',
            panel: <ServicesPanel doctor={doctor} currency={currency} />,
          },
        ]}
      />
    </article>
  );
}
