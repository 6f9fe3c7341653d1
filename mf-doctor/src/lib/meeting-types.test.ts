import { MEETING_TYPES } from '@labshop/shared-contracts/core';
import { MEETING_TYPE_NAMES, meetingTypesInWords } from './meeting-types';

describe('meeting types in words', () => {
  it.each([
    [['meet'], 'Video meeting'],
    [['phone_call'], 'Phone call'],
    [['online'], 'Video visit'],
    [['telemedecine'], 'Phone visit'],
    [['meet', 'telemedecine'], 'Video meeting, Phone visit'],
    [[], ''],
  ] as const)('%o reads %s', (types, words) => {
    expect(meetingTypesInWords(types)).toBe(words);
  });

  it('names every meeting type the API may send', () => {
    expect(Object.keys(MEETING_TYPE_NAMES).sort()).toEqual([...MEETING_TYPES].sort());
  });
});
