import type { DeliveredReport, ReportStatus } from '@labshop/shared-contracts/core';
import { FINAL_SENT_AGAIN_CHANGED, PRELIMINARY_AFTER_FINAL, successionOf } from './report-succession';

const report = (status: ReportStatus) => ({ status }) as DeliveredReport;

describe('how a lab’s report follows the one stored under its id', () => {
  it.each<[ReportStatus, ReportStatus, 'same' | 'other', ReturnType<typeof successionOf>]>([
    ['preliminary', 'final', 'other', { kind: 'replace', status: 'final', corrected: false, reviewReason: null }],
    ['preliminary', 'final', 'same', { kind: 'replace', status: 'final', corrected: false, reviewReason: null }],
    [
      'preliminary',
      'preliminary',
      'other',
      { kind: 'replace', status: 'preliminary', corrected: false, reviewReason: null },
    ],
    ['preliminary', 'preliminary', 'same', { kind: 'repeat' }],
    ['final', 'final', 'same', { kind: 'repeat' }],
    [
      'final',
      'final',
      'other',
      { kind: 'replace', status: 'corrected', corrected: true, reviewReason: FINAL_SENT_AGAIN_CHANGED },
    ],
    [
      'corrected',
      'final',
      'other',
      { kind: 'replace', status: 'corrected', corrected: true, reviewReason: FINAL_SENT_AGAIN_CHANGED },
    ],
    ['final', 'corrected', 'other', { kind: 'replace', status: 'corrected', corrected: true, reviewReason: null }],
    ['final', 'corrected', 'same', { kind: 'repeat' }],
    ['final', 'preliminary', 'other', { kind: 'keep-for-review', reason: PRELIMINARY_AFTER_FINAL }],
    ['final', 'preliminary', 'same', { kind: 'repeat' }],
  ])('stored %s, then %s with %s values', (stored, next, contents, succession) => {
    expect(
      successionOf({ status: stored, contentHash: 'h1' }, report(next), contents === 'same' ? 'h1' : 'h2'),
    ).toEqual(succession);
  });
});
