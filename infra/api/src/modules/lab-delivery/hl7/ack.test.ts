import { buildAck, errorLocation } from './ack';

describe('acknowledgements', () => {
  it.each([
    ['OBX[1]-5', 'OBX^1^5'],
    ['OBR[2]-25', 'OBR^2^25'],
    ['MSH-18', 'MSH^1^18'],
    ['OBX[3]-0', 'OBX^3'],
    ['Bundle.entry[0]', ''],
    [null, ''],
  ])('words the location %j in ERR-2 as %j', (location, erl) => {
    expect(errorLocation(location)).toBe(erl);
  });

  it('echoes MSH-10 in MSA-2 and says where in ERR', () => {
    const header = { controlId: 'C|7', sendingApplication: 'LIS', sendingFacility: 'ALAB', version: '2.5.1' };
    const ack = buildAck(
      header,
      { code: 'AE', text: 'Bad', error: { code: '102', location: 'OBX[1]-5' } },
      new Date('2026-05-01T10:00:00Z'),
    ).split('\r');
    expect(ack[1]).toBe('MSA|AE|C\\F\\7|Bad');
    expect(ack[2]).toBe('ERR||OBX^1^5|102^^HL70357|E||||Bad');
  });
});
