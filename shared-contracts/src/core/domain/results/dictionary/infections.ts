import { means, type AnalyteEntry, type MeasuredAnalyte } from './analyte-entry';

const INFECTION_DOCTOR =
  'Talk to a doctor about a positive result, who will explain what it means for you and anyone close to you.';
const PREGNANCY_NOTE = 'It matters most before and during pregnancy.';

/** Antibodies counted as a number against the laboratory’s cut-off, or reported in words. */
function antibodies(
  loincs: readonly string[],
  name: string,
  text: { measures: string; found: string; notFound: string; talkToDoctor: string },
): MeasuredAnalyte {
  return {
    loincs,
    name,
    measures: text.measures,
    high: means(text.found),
    low: means(text.notFound),
    abnormal: means(text.found),
    talkToDoctor: text.talkToDoctor,
  };
}

/** Infections: antigens, antibodies, genetic tests and cultures. */
export const INFECTION_ANALYTES: readonly AnalyteEntry[] = [
  {
    loincs: ['5196-1'],
    name: 'Hepatitis B surface antigen (HBsAg)',
    measures: 'A part of the hepatitis B virus: it shows a current infection.',
    abnormal: means(
      'A positive result usually means a current hepatitis B infection; it is confirmed with further tests.',
    ),
    talkToDoctor: INFECTION_DOCTOR,
  },
  antibodies(['16935-9'], 'Hepatitis B antibodies (anti-HBs)', {
    measures: 'Antibodies that protect against hepatitis B, after vaccination or a past infection.',
    found: 'A level above the cut-off means you are protected against hepatitis B.',
    notFound: 'A level below the cut-off means you may not be protected against hepatitis B.',
    talkToDoctor: 'Talk to a doctor or nurse about a low level: a booster vaccine may be offered.',
  }),
  {
    loincs: ['22322-2'],
    name: 'Hepatitis B antibodies (anti-HBs)',
    measures: 'Antibodies that protect against hepatitis B, after vaccination or a past infection.',
    abnormal: means('A negative result means you may not be protected against hepatitis B.'),
    talkToDoctor: 'Talk to a doctor or nurse about a negative result: a vaccine may be offered.',
  },
  {
    loincs: ['16128-1'],
    name: 'Hepatitis C antibodies (anti-HCV)',
    measures: 'Antibodies against the hepatitis C virus, which show an infection now or in the past.',
    abnormal: means(
      'A positive result means you have had hepatitis C at some time; a further test shows whether it is still active.',
    ),
    talkToDoctor: INFECTION_DOCTOR,
  },
  {
    loincs: ['56888-1'],
    name: 'HIV test (antigen and antibodies)',
    measures: 'Signs of HIV infection: antibodies and a part of the virus itself.',
    abnormal: means('A reactive result is not a diagnosis: it is always confirmed with a further test.'),
    talkToDoctor: 'Talk to a doctor or a sexual health clinic about a reactive result; treatment is very effective.',
  },
  {
    loincs: ['24110-9', '22587-0'],
    name: 'Syphilis antibodies',
    measures: 'Antibodies against the bacterium that causes syphilis.',
    abnormal: means(
      'A positive result means an infection now or in the past, even if it was treated; further tests tell which.',
    ),
    talkToDoctor:
      'Talk to a doctor or a sexual health clinic about a positive result; syphilis is treated with antibiotics.',
  },
  {
    loincs: ['20507-0'],
    name: 'Syphilis test (RPR)',
    measures: 'A test that shows whether a syphilis infection is active.',
    abnormal: means('A reactive result can mean an active syphilis infection; it is confirmed with further tests.'),
    talkToDoctor: 'Talk to a doctor or a sexual health clinic about a reactive result.',
  },
  {
    loincs: ['6357-8', '21613-5'],
    name: 'Chlamydia (genetic test)',
    measures: 'Genetic material of chlamydia, a common sexually transmitted infection that often causes no symptoms.',
    abnormal: means('A positive result means a current chlamydia infection, which is treated with antibiotics.'),
    talkToDoctor: 'Talk to a doctor or a sexual health clinic about a positive result; partners need testing too.',
  },
  antibodies(['5388-4'], 'Toxoplasmosis antibodies (IgG)', {
    measures: `Antibodies that show a past infection with toxoplasma, a parasite caught from undercooked meat or cat faeces. ${PREGNANCY_NOTE}`,
    found: 'A positive result means you have had toxoplasmosis at some time and are usually protected.',
    notFound:
      'A negative result means you have not had it: in pregnancy, take care with meat, gardening and cat litter.',
    talkToDoctor: 'Talk to a doctor or midwife about the result if you are pregnant or planning a pregnancy.',
  }),
  antibodies(['8039-0'], 'Toxoplasmosis antibodies (IgM)', {
    measures: `Antibodies that can show a recent infection with toxoplasma. ${PREGNANCY_NOTE}`,
    found:
      'A positive result can mean a recent infection, but IgM can stay for months; further tests tell when it happened.',
    notFound: 'A negative result makes a recent infection unlikely.',
    talkToDoctor: 'Talk to a doctor or midwife about a positive result, soon if you are pregnant.',
  }),
  antibodies(['5334-8', '8014-3'], 'Rubella antibodies (IgG)', {
    measures: `Antibodies that protect against rubella (German measles), after vaccination or a past infection. ${PREGNANCY_NOTE}`,
    found: 'A level above the cut-off means you are protected against rubella.',
    notFound: 'A level below the cut-off means you may not be protected against rubella.',
    talkToDoctor: 'Talk to a doctor about vaccination if you are not protected and not pregnant.',
  }),
  {
    loincs: ['22244-8'],
    name: 'Cytomegalovirus antibodies (CMV IgG)',
    measures: `Antibodies that show a past infection with cytomegalovirus, a common virus that is usually harmless. ${PREGNANCY_NOTE}`,
    abnormal: means('A positive result means you have had CMV at some time, as most adults have.'),
    talkToDoctor: 'Talk to a doctor or midwife about the result if you are pregnant or planning a pregnancy.',
  },
  antibodies(['7853-5'], 'Cytomegalovirus antibodies (CMV IgM)', {
    measures: `Antibodies that can show a recent infection with cytomegalovirus. ${PREGNANCY_NOTE}`,
    found:
      'A positive result can mean a recent infection, but IgM can stay for months; further tests tell when it happened.',
    notFound: 'A negative result makes a recent infection unlikely.',
    talkToDoctor: 'Talk to a doctor or midwife about a positive result, soon if you are pregnant.',
  }),
  antibodies(['7886-5'], 'Glandular fever antibodies (EBV VCA IgM)', {
    measures: 'Antibodies that show a recent infection with the Epstein–Barr virus, the cause of glandular fever.',
    found: 'A positive result usually means a recent or current glandular fever infection.',
    notFound: 'A negative result makes a recent infection unlikely.',
    talkToDoctor: 'Talk to a doctor about a positive result, and avoid contact sports until they say it is safe.',
  }),
  antibodies(['5064-1'], 'Lyme disease antibodies (IgM)', {
    measures:
      'Antibodies that can show a recent infection with the bacterium that causes Lyme disease, spread by ticks.',
    found:
      'A positive result can mean a recent infection, but false positives are common; it is confirmed with a further test.',
    notFound:
      'A negative result makes a recent infection less likely, but antibodies take weeks to appear after a tick bite.',
    talkToDoctor: 'Talk to a doctor about a positive result, or if you have a spreading red rash after a tick bite.',
  }),
  antibodies(['7817-0'], 'Lyme disease antibodies (IgG)', {
    measures: 'Antibodies that show an infection with the bacterium that causes Lyme disease, now or in the past.',
    found: 'A positive result means an infection now or in the past; it is confirmed with a further test.',
    notFound: 'A negative result makes a long-standing infection unlikely.',
    talkToDoctor: 'Talk to a doctor about a positive result, who will read it with your symptoms.',
  }),
  {
    loincs: ['17780-8'],
    name: 'Helicobacter pylori (stool test)',
    measures: 'A part of Helicobacter pylori, a stomach bacterium that can cause ulcers, in a stool sample.',
    abnormal: means('A positive result means a current infection, which is treated with a course of medicines.'),
    talkToDoctor: 'Talk to a doctor about a positive result, who can prescribe treatment.',
  },
  {
    loincs: ['94500-6'],
    name: 'COVID-19 (PCR test)',
    measures: 'Genetic material of the virus that causes COVID-19, in a swab.',
    abnormal: means('A positive result means you have COVID-19 now, or had it recently.'),
    talkToDoctor:
      'Follow current advice on staying at home, and talk to a doctor if you are at higher risk or get worse.',
  },
  {
    loincs: ['94558-4'],
    name: 'COVID-19 (rapid antigen test)',
    measures: 'A part of the virus that causes COVID-19, in a swab.',
    abnormal: means('A positive result means you most likely have COVID-19 now.'),
    talkToDoctor:
      'Follow current advice on staying at home, and talk to a doctor if you are at higher risk or get worse.',
  },
  {
    loincs: ['630-4'],
    name: 'Urine culture',
    measures: 'Whether bacteria grow from your urine, which ones, and which antibiotics work against them.',
    abnormal: means(
      'Bacteria growing in large numbers usually mean a urinary infection; a mix of types can mean the sample was contaminated.',
    ),
    talkToDoctor:
      'Talk to a doctor about the result, who can choose an antibiotic from it; sooner with fever or back pain.',
  },
  {
    loincs: ['626-2'],
    name: 'Throat swab culture',
    measures: 'Whether bacteria that cause throat infections grow from a swab of your throat.',
    abnormal: means('Bacteria such as streptococcus growing from the swab can mean a bacterial throat infection.'),
    talkToDoctor: 'Talk to a doctor about the result, who will decide whether you need an antibiotic.',
  },
  {
    loincs: ['29771-3'],
    name: 'Hidden blood in stool (FIT)',
    measures: 'Tiny amounts of blood in a stool sample that cannot be seen.',
    high: means(
      'Blood was found: it often comes from piles or inflammation, and is followed up to rule out bowel problems.',
    ),
    low: means('No blood was found above the cut-off.'),
    abnormal: means(
      'Blood was found: it often comes from piles or inflammation, and is followed up to rule out bowel problems.',
    ),
    talkToDoctor: 'Talk to a doctor about a positive result, who will usually arrange a look inside the bowel.',
  },
];

/** Facts about the person, with no normal or abnormal value. */
export const BLOOD_GROUP_ANALYTES: readonly AnalyteEntry[] = [
  {
    loincs: ['883-9'],
    name: 'Blood group (ABO)',
    measures: 'Your blood group: A, B, AB or O.',
    reading:
      'No blood group is better or worse than another: it is a fact about you, useful if you ever need a transfusion.',
    talkToDoctor: 'Keep a note of it; tell your doctor or midwife if you are pregnant.',
  },
  {
    loincs: ['10331-7'],
    name: 'Rhesus (RhD) factor',
    measures: 'Whether your red blood cells carry the RhD protein: RhD positive or negative.',
    reading: 'Neither is better or worse; RhD negative matters mainly in pregnancy and for transfusions.',
    talkToDoctor: 'If you are RhD negative and pregnant, tell your midwife or doctor.',
  },
  {
    loincs: ['882-1'],
    name: 'Blood group (ABO and RhD)',
    measures: 'Your blood group (A, B, AB or O) and whether it is RhD positive or negative.',
    reading:
      'No blood group is better or worse than another: it is a fact about you, useful if you ever need a transfusion.',
    talkToDoctor: 'Keep a note of it; if you are RhD negative and pregnant, tell your midwife or doctor.',
  },
];
