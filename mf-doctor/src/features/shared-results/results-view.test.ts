import { createEntry, createGroup } from '@labshop/shared-contracts/testing';
import { flagSummary, isFlagged, resultStats, visibleGroups } from './results-view';

const awaiting = createEntry({ orderLineId: 'w', resultId: null, status: 'awaiting_sample', testName: 'Lipids' });
const normal = createEntry({ orderLineId: 'n', testName: 'TSH', date: '2026-01-01T09:00:00.000Z' });
const high = createEntry({ orderLineId: 'h', testName: 'Potassium', outOfRange: 1 });
const critical = createEntry({ orderLineId: 'c', testName: 'Glucose', outOfRange: 2, critical: true });

describe('the flags of a result', () => {
  it('are words with a tone, and nothing before the lab reports', () => {
    expect(flagSummary(awaiting)).toBeNull();
    expect(flagSummary(normal)).toEqual({ words: 'All values within range', tone: 'success' });
    expect(flagSummary(high)).toEqual({ words: '1 value out of range', tone: 'warning' });
    expect(flagSummary(critical)).toEqual({ words: 'Critical: 2 values out of range', tone: 'danger' });
  });

  it('mark a reported result with a value out of range as flagged', () => {
    expect([awaiting, normal, high, critical].map(isFlagged)).toEqual([false, false, true, true]);
  });
});

describe("the patient's results as the doctor filters them", () => {
  const holder = createGroup([normal, awaiting, high]);
  const child = createGroup([createEntry({ orderLineId: 'k', testName: 'Iron' })], { id: 'p2', firstName: 'Ola' });

  it('orders each person’s tests newest first', () => {
    const [group] = visibleGroups([holder], false);
    expect(group?.entries.map((entry) => entry.testName)).toEqual(['Lipids', 'Potassium', 'TSH']);
  });

  it('keeps only flagged results when asked, dropping a person left with none', () => {
    const groups = visibleGroups([holder, child], true);
    expect(groups.map((group) => group.entries.map((entry) => entry.testName))).toEqual([['Potassium']]);
  });

  it('counts ready, flagged, critical and awaiting results over every person', () => {
    expect(resultStats([holder, child, createGroup([critical])])).toEqual({
      ready: 4,
      flagged: 2,
      critical: 1,
      awaiting: 1,
    });
    expect(resultStats([])).toEqual({ ready: 0, flagged: 0, critical: 0, awaiting: 0 });
  });
});
