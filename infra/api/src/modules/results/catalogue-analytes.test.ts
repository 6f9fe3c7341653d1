import { findAnalyte, PANEL_MEMBERS } from '@labshop/shared-contracts/core';
import { DEMO_TESTS } from '../../db/seed/tests';

/**
 * What the catalogue's real tests without a LOINC code of their own measure, by slug, so the dictionary of
 * analytes is checked against them too. A test given a code in the catalogue is checked by its code instead.
 */
const ANALYTES_OF_TESTS_WITHOUT_A_CODE: Readonly<Record<string, readonly string[]>> = {
  reticulocytes: ['17849-1', '60474-4'],
  'ogtt-75g': ['1558-6', '1507-3', '1518-0'],
  'lipid-panel': ['2093-3', '2085-9', '13457-7', '2571-8'],
  'ldl-cholesterol': ['13457-7'],
  urea: ['3091-6'],
  'anti-tpo': ['8099-4'],
  magnesium: ['19123-9'],
  transferrin: ['3034-6'],
  tibc: ['2500-7', '2502-3'],
  procalcitonin: ['33959-8'],
  cortisol: ['2143-6'],
  prolactin: ['2842-3'],
  'total-testosterone': ['2986-8'],
  oestradiol: ['2243-4'],
  lh: ['10501-5'],
  fsh: ['15067-2'],
  'prothrombin-time': ['5902-2', '6301-6'],
  aptt: ['3173-2'],
  'd-dimer': ['48065-7'],
  cea: ['2039-6'],
  'ca-125': ['10334-1'],
  'anti-hbs': ['16935-9'],
  'syphilis-antibodies': ['24110-9'],
  'chlamydia-pcr': ['6357-8'],
  'toxoplasma-igg': ['5388-4'],
  'toxoplasma-igm': ['8039-0'],
  'rubella-igg': ['5334-8'],
  'cmv-igg': ['22244-8'],
  'cmv-igm': ['7853-5'],
  'ebv-vca-igm': ['7886-5'],
  'borrelia-igm': ['5064-1'],
  'borrelia-igg': ['7817-0'],
  'h-pylori-stool-antigen': ['17780-8'],
  'urine-culture': ['630-4'],
  'throat-swab-culture': ['626-2'],
  'lipoprotein-a': ['10835-7'],
  amh: ['38476-8'],
  'beta-hcg': ['21198-7'],
  'free-testosterone': ['2991-8'],
  'ana-screening': ['8061-4'],
  'ttg-iga': ['31017-7'],
  'faecal-immunochemical-test': ['29771-3'],
  'blood-group': ['883-9', '10331-7'],
};

/** Values a coded test reports beside the one its code names ('Creatinine with eGFR'). */
const MORE_ANALYTES_OF_CODED_TESTS: Readonly<Record<string, readonly string[]>> = {
  creatinine: ['98979-8'],
};

/** What a catalogue test measures: its panel's members, or its own code, and what else it reports. */
function analytesOf(test: { slug: string; loincCode: string | null }): readonly string[] {
  const own = test.loincCode === null ? [] : (PANEL_MEMBERS[test.loincCode] ?? [test.loincCode]);
  return [
    ...own,
    ...(MORE_ANALYTES_OF_CODED_TESTS[test.slug] ?? []),
    ...(test.loincCode === null ? (ANALYTES_OF_TESTS_WITHOUT_A_CODE[test.slug] ?? []) : []),
  ];
}

describe('the dictionary of analytes and the catalogue', () => {
  it('explains every analyte of every real catalogue test with a LOINC code', () => {
    const unexplained = DEMO_TESTS.filter((test) => test.loincCode !== null).flatMap((test) =>
      analytesOf(test)
        .filter((loinc) => findAnalyte(loinc) === null)
        .map((loinc) => `${test.slug}: ${loinc}`),
    );
    expect(unexplained).toEqual([]);
  });

  it('explains every analyte the real tests without a LOINC code measure', () => {
    const unexplained = DEMO_TESTS.filter((test) => test.loincCode === null).flatMap((test) =>
      analytesOf(test)
        .filter((loinc) => findAnalyte(loinc) === null)
        .map((loinc) => `${test.slug}: ${loinc}`),
    );
    expect(unexplained).toEqual([]);
    const described = DEMO_TESTS.filter((test) => test.loincCode === null && analytesOf(test).length > 0);
    expect(described.length).toBeGreaterThan(0);
  });
});
