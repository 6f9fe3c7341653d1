import { KNOWN_ANALYTES } from '../known-analytes';
import { ANALYTE_DICTIONARY, codesOfSameAnalyte, findAnalyte, PANEL_MEMBERS, patientFacingName } from './index';

/** LOINC's own check digit (mod 10, as the LOINC users' guide computes it), so a mistyped code fails here. */
function hasValidCheckDigit(code: string): boolean {
  const match = /^(\d{1,7})-(\d)$/u.exec(code);
  if (!match?.[1] || match[2] === undefined) return false;
  const digits = [...match[1]].reverse();
  const odd = digits
    .filter((_digit, index) => index % 2 === 0)
    .reverse()
    .join('');
  const even = digits
    .filter((_digit, index) => index % 2 === 1)
    .reverse()
    .join('');
  const sum = [...`${even}${Number(odd) * 2}`].reduce((total, digit) => total + Number(digit), 0);
  return (10 - (sum % 10)) % 10 === Number(match[2]);
}

const entries = ANALYTE_DICTIONARY.map((entry) => [entry.name, entry] as const);
const everyCode = ANALYTE_DICTIONARY.flatMap((entry) => entry.loincs);

describe('the dictionary of analytes', () => {
  it('holds only well-formed LOINC codes, each in one entry', () => {
    expect(everyCode.filter((code) => !hasValidCheckDigit(code))).toEqual([]);
    expect(everyCode.filter((code, index) => everyCode.indexOf(code) !== index)).toEqual([]);
  });

  it.each(entries)('%s says what it measures, what its results mean and when to talk to a doctor', (_name, entry) => {
    const sentences = [entry.measures, entry.talkToDoctor];
    if (entry.reading !== undefined) sentences.push(entry.reading);
    else if (entry.high !== undefined) sentences.push(entry.high.usuallyMeans, entry.low.usuallyMeans);
    else if (entry.abnormal !== undefined) sentences.push(entry.abnormal.usuallyMeans);
    else throw new Error('An entry explains neither a number, an answer nor a fact');
    for (const sentence of sentences) expect(sentence).toMatch(/^[A-Z“].*[.]$/u);
    expect(entry.name.trim()).not.toBe('');
  });

  it('is written in British English, as the rest of the shop', () => {
    const text = JSON.stringify(ANALYTE_DICTIONARY);
    const american = /\b(hemoglobin|anemia|color|center|estradiol|feces|diarrhea|titer|leukocytes? count|liter)\b/giu;
    expect(text.match(american) ?? []).toEqual([]);
  });

  it('describes every analyte of the panels it knows', () => {
    const missing = Object.values(PANEL_MEMBERS)
      .flat()
      .filter((code) => findAnalyte(code) === null);
    expect(missing).toEqual([]);
  });

  it('describes every analyte the reference table has ranges for', () => {
    expect(KNOWN_ANALYTES.map((known) => known.loinc).filter((code) => findAnalyte(code) === null)).toEqual([]);
  });
});

describe('the name a patient reads', () => {
  it.each([
    ['718-7', 'HGB', 'Haemoglobin'],
    ['1558-6', '1558-6', 'Glucose (fasting)'],
    ['6690-2', 'Leukocytes [#/volume] in Blood by Automated count', 'White blood cells'],
  ])('names %s, which the lab called %j, %j', (loinc, labName, name) => {
    expect(patientFacingName(loinc, labName)).toBe(name);
  });

  it('keeps the lab’s own name for a code the dictionary does not hold, and the code when the lab gave no name', () => {
    expect(patientFacingName('99999-9', 'Rare marker')).toBe('Rare marker');
    expect(patientFacingName(null, 'Comment')).toBe('Comment');
    expect(patientFacingName('99999-9', ' ')).toBe('99999-9');
  });

  it('keeps one history for the codes of one analyte in mass and in moles', () => {
    expect(codesOfSameAnalyte('14749-6')).toEqual(['2345-7', '14749-6']);
    expect(codesOfSameAnalyte('99999-9')).toEqual(['99999-9']);
  });
});
