import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  BOOKING_PATHS,
  DoctorSearchAnswer,
  FacilityChoices,
  formatMoney,
  MEDICAL_SPECIALTIES,
  MEETING_TYPES,
  type DoctorSearchResult,
} from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { LoadFailed, Loading, Page } from '@labshop/shared-contracts/web/remote-kit';
import { Combobox, EmptyState, Inbox, Select, VisuallyHidden } from '@labshop/shared-contracts/web/ui';
import { MEETING_TYPE_NAMES, meetingTypesInWords } from '../../lib/meeting-types';
import { bookingDoctorName, facilityInWords, visitMoment } from './booking-words';
import { browserZone } from './slot-groups';
import styles from './booking.module.css';

const FILTERS = ['specialization', 'facilityId', 'service', 'meetingType'] as const;
type Filter = (typeof FILTERS)[number];

/**
 * /appointment, "make an appointment": doctors found by specialization (any of the medical specialty categories,
 * searched as typed), facility, service and meeting type, each with the next free time and its services to book.
 * The filters live in the address, so a search can be shared and gone back to.
 */
export function FindDoctorPage({ zone }: { zone?: string }) {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? ''])) as Record<Filter, string>;
  const choose = (name: Filter, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const doctors = useApiQuery(BOOKING_PATHS.doctors, { query: filters, answer: DoctorSearchAnswer });
  const facilities = useApiQuery('collection-points', { answer: FacilityChoices });
  const everyService = useApiQuery(BOOKING_PATHS.doctors, { answer: DoctorSearchAnswer });
  const services = new Map<string, string>();
  for (const result of everyService.data?.doctors ?? []) {
    for (const service of result.services) services.set(service.code, service.name);
  }
  const resultsId = useId();

  return (
    <Page>
      <h1>Make an appointment</h1>
      <div role="search" className={styles.filters} aria-label="Find a doctor">
        <Combobox
          label="Specialization"
          hint={`Type part of a name; ${MEDICAL_SPECIALTIES.length} specializations.`}
          options={MEDICAL_SPECIALTIES.map((name) => ({ value: name, label: name }))}
          value={filters.specialization || null}
          onChange={(value) => choose('specialization', value)}
          noMatches="No specialization matches."
        />
        <Select
          label="Facility"
          value={filters.facilityId}
          onChange={(event) => choose('facilityId', event.target.value)}
          options={[
            { value: '', label: 'Any facility' },
            ...(facilities.data?.items ?? []).map((item) => ({
              value: item.id,
              label: `${item.name}, ${item.city.name}`,
            })),
          ]}
        />
        <Select
          label="Service"
          value={filters.service}
          onChange={(event) => choose('service', event.target.value)}
          options={[
            { value: '', label: 'Any service' },
            ...[...services].map(([code, name]) => ({ value: code, label: name })),
          ]}
        />
        <Select
          label="Meeting type"
          value={filters.meetingType}
          onChange={(event) => choose('meetingType', event.target.value)}
          options={[
            { value: '', label: 'Any way of meeting' },
            ...MEETING_TYPES.map((type) => ({ value: type, label: MEETING_TYPE_NAMES[type] })),
          ]}
        />
      </div>
      <section aria-labelledby={resultsId} aria-busy={doctors.status === 'loading'}>
        <h2 id={resultsId}>
          {doctors.status === 'success' ? `Doctors found: ${doctors.data.doctors.length}` : 'Doctors'}
        </h2>
        {doctors.status === 'loading' ? <Loading label="Finding doctors…" /> : null}
        {doctors.status === 'error' ? (
          <LoadFailed message="Doctors could not be found." onRetry={doctors.retry} />
        ) : null}
        {doctors.status === 'success' && doctors.data.doctors.length === 0 ? (
          <EmptyState icon={Inbox} headingLevel={3} title="No doctor matches">
            Choose another specialization, facility, service or meeting type.
          </EmptyState>
        ) : null}
        {doctors.status === 'success' && doctors.data.doctors.length > 0 ? (
          <ul className={styles.results}>
            {doctors.data.doctors.map((result) => (
              <DoctorResult
                key={result.doctor.slug}
                result={result}
                currency={doctors.data.currency}
                zone={zone ?? browserZone(doctors.data.zone)}
              />
            ))}
          </ul>
        ) : null}
      </section>
    </Page>
  );
}

function DoctorResult({ result, currency, zone }: { result: DoctorSearchResult; currency: string; zone: string }) {
  const name = bookingDoctorName(result.doctor);
  const next = result.nextSlot ? visitMoment(result.nextSlot.startsAt, zone) : null;
  return (
    <li className={styles.result}>
      <h3 className={styles.resultTitle}>
        <Link to={`/doctor/${encodeURIComponent(result.doctor.slug)}`}>{name}</Link>
      </h3>
      <p>
        {[
          result.doctor.mainCategory,
          ...result.specializations.filter((one) => one !== result.doctor.mainCategory),
        ].join(', ')}
      </p>
      {result.facility ? <p>{facilityInWords(result.facility)}</p> : null}
      <p className={styles.chosen}>
        {next ? `Next free time: ${next.day}, ${next.time}` : 'No free time in the next 30 days'}
      </p>
      <ul className={styles.services}>
        {result.services.map((service) => (
          <li key={service.id}>
            {service.name} ({meetingTypesInWords(service.meetingTypes)}), {formatMoney(service.priceMinor, currency)}:{' '}
            <Link to={`/appointment/choose-date/${encodeURIComponent(service.id)}`}>
              Choose a date
              <VisuallyHidden>
                {' '}
                for {service.name} with {name}
              </VisuallyHidden>
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
