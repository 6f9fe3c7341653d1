import { matchingPatients, patientStats, sortedPatients, type SharedPatient } from './patient-list-view';

const patient = (id: string, name: string, grantedAt: string): SharedPatient => ({ id, name, granted_at: grantedAt });

const patients = [
  patient('a', 'Jan Kowalski', '2026-01-10T10:00:00.000Z'),
  patient('b', 'Anna Nowak', '2026-04-05T10:00:00.000Z'),
  patient('c', 'Ewa Łukasik', '2026-04-28T10:00:00.000Z'),
  patient('d', 'Adam Nowak', '2026-04-05T10:00:00.000Z'),
];
const names = (list: readonly SharedPatient[]) => list.map((one) => one.name);

describe('searching the patients by name', () => {
  it('keeps every patient until the query has two letters', () => {
    expect(names(matchingPatients(patients, ''))).toHaveLength(4);
    expect(names(matchingPatients(patients, ' n '))).toHaveLength(4);
  });

  it('matches any part of the name without case or accents', () => {
    expect(names(matchingPatients(patients, 'nowak'))).toEqual(['Anna Nowak', 'Adam Nowak']);
    expect(names(matchingPatients(patients, 'LUKA'))).toEqual(['Ewa Łukasik']);
    expect(names(matchingPatients(patients, 'łuk'))).toEqual(['Ewa Łukasik']);
    expect(matchingPatients(patients, 'zz')).toEqual([]);
  });
});

describe('ordering the patients', () => {
  it('keeps the order of the API by name', () => {
    expect(sortedPatients(patients, 'name')).toEqual(patients);
  });

  it('puts the newest sharing first, names breaking ties', () => {
    expect(names(sortedPatients(patients, 'newest-sharing'))).toEqual([
      'Ewa Łukasik',
      'Adam Nowak',
      'Anna Nowak',
      'Jan Kowalski',
    ]);
  });
});

describe('the figures of the patients list', () => {
  it('counts the patients and those who began to share in the last 30 days', () => {
    expect(patientStats(patients, new Date('2026-04-30T12:00:00.000Z'))).toEqual({ sharing: 4, recentlyStarted: 3 });
    expect(patientStats(patients, new Date('2026-05-20T12:00:00.000Z'))).toEqual({ sharing: 4, recentlyStarted: 1 });
    expect(patientStats([], new Date())).toEqual({ sharing: 0, recentlyStarted: 0 });
  });
});
