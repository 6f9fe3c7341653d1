/** What a value outside its range usually means and does not mean, in plain English, per direction. */
export interface DirectionGuidance {
  usuallyMeans: string;
  doesNotMean: string;
  whenToSeeADoctor: string;
}

export interface AnalyteGuidance {
  low?: DirectionGuidance;
  high?: DirectionGuidance;
  abnormal?: DirectionGuidance;
}

/**
 * General-knowledge explanations for the analytes in the reference table, keyed by LOINC code. They describe
 * common causes only, and always point to a doctor for what the value means for this person.
 */
export const ANALYTE_GUIDANCE: Readonly<Record<string, AnalyteGuidance>> = {
  '2345-7': glucose(),
  '14749-6': glucose(),
  '2823-3': {
    low: {
      usuallyMeans: 'Low potassium often follows vomiting, diarrhoea or water tablets (diuretics).',
      doesNotMean: 'It does not by itself mean a heart or kidney disease.',
      whenToSeeADoctor: 'See a doctor soon, sooner if you have muscle weakness, cramps or palpitations.',
    },
    high: {
      usuallyMeans:
        'High potassium can come from the kidneys, some medicines, or from the sample itself if blood cells broke during collection.',
      doesNotMean: 'It does not always mean the potassium in your body is high; a repeat test often clears it up.',
      whenToSeeADoctor: 'See a doctor soon for a repeat test, at once if you have palpitations or weakness.',
    },
  },
  '2951-2': {
    low: {
      usuallyMeans: 'Low sodium often comes from drinking a lot of water, some medicines, or vomiting and diarrhoea.',
      doesNotMean: 'It does not mean you need to eat more salt.',
      whenToSeeADoctor: 'See a doctor soon, at once if you feel confused, drowsy or have a headache.',
    },
    high: {
      usuallyMeans: 'High sodium usually means the body is short of water (dehydration).',
      doesNotMean: 'It does not mean you eat too much salt.',
      whenToSeeADoctor: 'Drink fluids and see a doctor if it does not settle or you feel unwell.',
    },
  },
  '718-7': {
    low: {
      usuallyMeans: 'Low haemoglobin (anaemia) is often caused by too little iron, for example after heavy periods.',
      doesNotMean: 'It does not tell the cause by itself, and does not mean a serious disease in most people.',
      whenToSeeADoctor: 'See a doctor to find the cause, sooner if you are short of breath or very tired.',
    },
    high: {
      usuallyMeans: 'High haemoglobin is often due to dehydration, smoking or living at altitude.',
      doesNotMean: 'It does not mean your blood is healthier.',
      whenToSeeADoctor: 'See a doctor if it stays high on a repeat test.',
    },
  },
  '6690-2': {
    low: {
      usuallyMeans: 'A low white cell count often follows a recent viral infection or some medicines.',
      doesNotMean: 'It does not mean you cannot fight infections at all.',
      whenToSeeADoctor: 'See a doctor if it stays low, at once if you have a fever.',
    },
    high: {
      usuallyMeans: 'A high white cell count usually means the body is fighting an infection or inflammation.',
      doesNotMean: 'It does not by itself mean a blood disease.',
      whenToSeeADoctor: 'See a doctor if you feel unwell or it stays high.',
    },
  },
  '777-3': {
    low: {
      usuallyMeans: 'Low platelets can follow a viral infection, some medicines or heavy drinking.',
      doesNotMean: 'Slightly low platelets do not mean you will bleed.',
      whenToSeeADoctor: 'See a doctor, sooner if you bruise easily or have nosebleeds.',
    },
    high: {
      usuallyMeans: 'High platelets often follow an infection, inflammation or a lack of iron.',
      doesNotMean: 'It does not by itself mean a blood disorder.',
      whenToSeeADoctor: 'See a doctor if it stays high on a repeat test.',
    },
  },
  '2160-0': {
    low: {
      usuallyMeans: 'Low creatinine usually reflects a smaller muscle mass.',
      doesNotMean: 'It does not mean a kidney problem.',
      whenToSeeADoctor: 'Usually no action is needed; mention it at your next visit.',
    },
    high: {
      usuallyMeans:
        'High creatinine can mean the kidneys filter less well, but also follows dehydration, a meat-rich meal or hard exercise.',
      doesNotMean: 'A single high value does not mean kidney disease.',
      whenToSeeADoctor: 'See a doctor for a repeat test and a check of kidney function.',
    },
  },
  '3016-3': {
    low: {
      usuallyMeans: 'Low TSH often means the thyroid is overactive, or too high a dose of thyroid medicine.',
      doesNotMean: 'It does not by itself tell the cause.',
      whenToSeeADoctor: 'See a doctor, who may add free T4 and T3 tests.',
    },
    high: {
      usuallyMeans: 'High TSH often means the thyroid is underactive.',
      doesNotMean: 'A slightly high value does not always need treatment.',
      whenToSeeADoctor: 'See a doctor, who may add a free T4 test.',
    },
  },
  '2093-3': lipidHigh('Total cholesterol'),
  '13457-7': lipidHigh('LDL cholesterol'),
  '2571-8': lipidHigh('Triglycerides'),
  '2085-9': {
    low: {
      usuallyMeans: 'Low HDL ("good") cholesterol is linked with less exercise, smoking and excess weight.',
      doesNotMean: 'It does not mean you have heart disease.',
      whenToSeeADoctor: 'Discuss your overall heart risk with a doctor at a routine visit.',
    },
  },
  '1742-6': liverEnzyme('ALT'),
  '1920-8': liverEnzyme('AST'),
  '62292-8': {
    low: {
      usuallyMeans: 'Low vitamin D is very common, especially in winter and with little time outdoors.',
      doesNotMean: 'It does not mean a bone disease.',
      whenToSeeADoctor: 'Ask a doctor or pharmacist about a suitable supplement dose.',
    },
    high: {
      usuallyMeans: 'High vitamin D almost always comes from taking large supplement doses.',
      doesNotMean: 'It does not mean extra health benefit.',
      whenToSeeADoctor: 'Stop extra supplements and see a doctor.',
    },
  },
  '2276-4': {
    low: {
      usuallyMeans: 'Low ferritin means the body’s iron stores are low, often from blood loss or diet.',
      doesNotMean: 'It does not by itself mean anaemia.',
      whenToSeeADoctor: 'See a doctor to find the cause before taking iron.',
    },
    high: {
      usuallyMeans: 'High ferritin often follows inflammation or infection, and sometimes too much iron.',
      doesNotMean: 'It does not by itself mean iron overload.',
      whenToSeeADoctor: 'See a doctor if it stays high on a repeat test.',
    },
  },
  '1988-5': {
    high: {
      usuallyMeans: 'High CRP means there is inflammation somewhere in the body, most often an infection.',
      doesNotMean: 'It does not tell where the inflammation is or what causes it.',
      whenToSeeADoctor: 'See a doctor, sooner if you have a fever or pain.',
    },
  },
  '4548-4': {
    high: {
      usuallyMeans: 'High HbA1c means blood sugar has been raised over the past two to three months.',
      doesNotMean: 'A value just above the range does not mean you have diabetes.',
      whenToSeeADoctor: 'See a doctor to confirm it and discuss diet, activity or treatment.',
    },
  },
  '5802-4': urineDipstick('Nitrite in urine is often a sign of bacteria, as in a urinary tract infection.'),
  '20454-5': urineDipstick('Protein in urine can follow exercise, fever or dehydration, or point to the kidneys.'),
};

function glucose(): AnalyteGuidance {
  return {
    low: {
      usuallyMeans: 'Low glucose can follow a long fast, hard exercise or diabetes medicines.',
      doesNotMean: 'It does not mean you have diabetes.',
      whenToSeeADoctor: 'See a doctor, at once if you feel shaky, sweaty or confused.',
    },
    high: {
      usuallyMeans: 'High glucose is often seen when the sample was not taken fasting, or in prediabetes or diabetes.',
      doesNotMean: 'One high value does not confirm diabetes.',
      whenToSeeADoctor: 'See a doctor for a repeat fasting test or an HbA1c test.',
    },
  };
}

function lipidHigh(name: string): AnalyteGuidance {
  return {
    high: {
      usuallyMeans: `${name} above the range is linked with diet, weight, activity and family history.`,
      doesNotMean: 'It does not mean you have heart disease or need medicine straight away.',
      whenToSeeADoctor: 'Discuss your overall heart risk with a doctor at a routine visit.',
    },
  };
}

function liverEnzyme(name: string): AnalyteGuidance {
  return {
    high: {
      usuallyMeans: `A raised ${name} often follows alcohol, some medicines, excess weight or hard exercise.`,
      doesNotMean: 'A mildly raised value does not mean liver disease.',
      whenToSeeADoctor: 'See a doctor for a repeat test, sooner if your skin or eyes turn yellow.',
    },
  };
}

function urineDipstick(usuallyMeans: string): AnalyteGuidance {
  return {
    abnormal: {
      usuallyMeans,
      doesNotMean: 'A dipstick result alone does not confirm a disease.',
      whenToSeeADoctor: 'See a doctor, sooner if you have pain, fever or burning when passing urine.',
    },
  };
}

/** Said of any analyte the table does not describe. */
export const GENERIC_GUIDANCE: Required<AnalyteGuidance> = {
  low: {
    usuallyMeans: 'A value below its range is often temporary and can have many causes.',
    doesNotMean: 'It does not by itself mean you are ill.',
    whenToSeeADoctor: 'Show this result to a doctor, who can say whether it needs a repeat test.',
  },
  high: {
    usuallyMeans: 'A value above its range is often temporary and can have many causes.',
    doesNotMean: 'It does not by itself mean you are ill.',
    whenToSeeADoctor: 'Show this result to a doctor, who can say whether it needs a repeat test.',
  },
  abnormal: {
    usuallyMeans: 'This answer differs from what is usually expected.',
    doesNotMean: 'It does not by itself mean you are ill.',
    whenToSeeADoctor: 'Show this result to a doctor, who can explain it.',
  },
};
