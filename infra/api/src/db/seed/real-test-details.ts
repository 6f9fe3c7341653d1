import type { RealTestDetails } from './demo-test';
import {
  BIOTIN_TEXT as BIOTIN,
  CYCLE_DAY_TEXT as CYCLE_DAY,
  FASTING_TEXT as FASTING,
  FIRST_VOID_URINE_TEXT,
  GLUTEN_TEXT,
  MIDSTREAM_URINE_TEXT as MIDSTREAM_URINE,
  SWAB_TEXT as SWAB,
} from './preparation-texts';
import { SPECIALIST_TESTS } from './tests';

export type { RealTestDetails } from './demo-test';

/** What a patient reads about each common test (the specialist tests carry theirs with them). */
const COMMON_TEST_DETAILS: Record<string, RealTestDetails> = {
  'complete-blood-count': {
    measures:
      'Red and white blood cells, platelets and haemoglobin, with the five kinds of white cells counted separately. ' +
      'The starting point for anaemia, infection and general health checks.',
    synonyms: ['CBC', 'FBC', 'full blood count', 'blood count', 'morfologia krwi', 'morfologia', 'hemoglobin'],
    audience: 'Anyone checking for anaemia or infection, or having a general health check.',
  },
  esr: {
    measures: 'How fast red cells settle in an hour: a general, non-specific sign of inflammation.',
    synonyms: ['ESR', 'OB', 'odczyn Biernackiego', 'sed rate', 'sedimentation rate'],
  },
  reticulocytes: {
    measures: 'Young red blood cells: shows whether the bone marrow makes enough new red cells.',
    synonyms: ['retikulocyty', 'retics'],
  },
  glucose: {
    measures: 'Blood sugar after fasting: screens for diabetes and prediabetes.',
    synonyms: ['glukoza', 'blood sugar', 'fasting glucose', 'cukier'],
    audience: 'Anyone who wants to check for diabetes or prediabetes.',
    preparation: FASTING,
  },
  hba1c: {
    measures: 'The share of haemoglobin carrying glucose: average blood sugar over the last 2–3 months.',
    synonyms: ['HbA1c', 'A1c', 'hemoglobina glikowana', 'glycated hemoglobin', 'glycosylated haemoglobin'],
  },
  insulin: {
    measures: 'Fasting insulin: with glucose it shows insulin resistance.',
    synonyms: ['insulina', 'fasting insulin'],
    preparation: FASTING,
  },
  'ogtt-75g': {
    measures:
      'Glucose before and 1 and 2 hours after drinking 75 g of glucose: diagnoses diabetes and insulin resistance.',
    synonyms: ['OGTT', 'krzywa cukrowa', 'glucose tolerance test', 'doustny test obciążenia glukozą', 'sugar curve'],
    faq: [
      {
        question: 'How long does the test take?',
        answer: 'About 2 hours at the collection point, with samples before and 1 and 2 hours after the glucose drink.',
      },
    ],
    preparation:
      FASTING +
      ' The test takes about 2 hours at the collection point; stay seated and do not eat or smoke during it. ' +
      'It cannot be done at home.',
  },
  'lipid-panel': {
    measures: 'Total, HDL and LDL cholesterol and triglycerides: the risk of heart disease and stroke.',
    synonyms: ['lipidogram', 'lipid profile', 'cholesterol panel', 'profil lipidowy'],
    audience: 'Anyone who wants to know their risk of heart disease and stroke.',
    preparation: FASTING,
  },
  'total-cholesterol': {
    measures: 'All cholesterol in the blood, the first look at cardiovascular risk.',
    synonyms: ['cholesterol całkowity', 'cholesterol', 'TC'],
    preparation: FASTING,
  },
  'hdl-cholesterol': {
    measures: "HDL ('good') cholesterol, which carries cholesterol away from the arteries.",
    synonyms: ['HDL', 'cholesterol HDL', 'good cholesterol'],
    preparation: FASTING,
  },
  'ldl-cholesterol': {
    measures: "LDL ('bad') cholesterol, the main target of treatment to prevent heart disease.",
    synonyms: ['LDL', 'cholesterol LDL', 'bad cholesterol'],
    preparation: FASTING,
  },
  triglycerides: {
    measures: 'Blood fats from food and the liver; high levels add to heart and pancreas risk.',
    synonyms: ['trójglicerydy', 'triglicerydy', 'TG'],
    preparation: FASTING,
  },
  alt: {
    measures: 'A liver enzyme that rises when liver cells are damaged.',
    synonyms: ['ALT', 'ALAT', 'GPT', 'aminotransferaza alaninowa', 'alanine transaminase'],
  },
  ast: {
    measures: 'An enzyme of the liver, heart and muscles; with ALT it helps place the damage.',
    synonyms: ['AST', 'AspAT', 'GOT', 'aminotransferaza asparaginianowa', 'aspartate transaminase'],
  },
  ggt: {
    measures: 'A liver and bile-duct enzyme, raised by bile flow problems and by alcohol.',
    synonyms: ['GGT', 'GGTP', 'gamma-glutamylotranspeptydaza', 'gamma GT'],
  },
  'total-bilirubin': {
    measures: 'The yellow pigment from broken-down red cells; high levels cause jaundice.',
    synonyms: ['bilirubina całkowita', 'bilirubina', 'bilirubin'],
  },
  'alkaline-phosphatase': {
    measures: 'An enzyme of the liver, bile ducts and bones.',
    synonyms: ['ALP', 'fosfataza alkaliczna', 'alk phos'],
  },
  creatinine: {
    measures: 'A muscle waste product cleared by the kidneys, with the estimated filtration rate (eGFR).',
    synonyms: ['kreatynina', 'eGFR', 'kidney function', 'GFR'],
  },
  urea: {
    measures: 'Protein waste cleared by the kidneys; with creatinine it shows kidney function and hydration.',
    synonyms: ['mocznik', 'BUN', 'blood urea nitrogen'],
  },
  'uric-acid': {
    measures: 'The end product of purine breakdown; high levels cause gout and kidney stones.',
    synonyms: ['kwas moczowy', 'urate', 'gout'],
  },
  urinalysis: {
    measures: 'Urine colour, density, protein, sugar, blood and the sediment under the microscope.',
    synonyms: ['badanie ogólne moczu', 'urine test', 'urine analysis', 'mocz', 'urinanalysis'],
    preparation: MIDSTREAM_URINE,
  },
  tsh: {
    measures: 'The pituitary hormone that drives the thyroid: the first test for an under- or overactive thyroid.',
    synonyms: ['TSH', 'tyreotropina', 'thyrotropin', 'thyroid stimulating hormone', 'tarczyca', 'thyroid'],
    audience: 'Anyone checking for an under- or overactive thyroid.',
    preparation: BIOTIN,
  },
  ft4: {
    measures: 'The free thyroid hormone thyroxine, read together with TSH.',
    synonyms: ['FT4', 'free T4', 'wolna tyroksyna', 'thyroxine'],
    preparation: BIOTIN,
  },
  ft3: {
    measures: 'The free active thyroid hormone triiodothyronine.',
    synonyms: ['FT3', 'free T3', 'wolna trijodotyronina', 'triiodothyronine'],
    preparation: BIOTIN,
  },
  'anti-tpo': {
    measures: "Antibodies against thyroid peroxidase: the marker of Hashimoto's and Graves' disease.",
    synonyms: ['ATPO', 'anty-TPO', 'TPO antibodies', 'Hashimoto', 'przeciwciała anty-TPO'],
  },
  'vitamin-d-25-oh': {
    measures: 'The stored form of vitamin D (D2 and D3): deficiency weakens bones and immunity.',
    synonyms: ['vit d', 'vit. d', 'vitamin d', 'vitamin d3', 'witamina d', 'witamina d3', '25-OH-D', '25(OH)D'],
  },
  'vitamin-b12': {
    measures: 'Cobalamin, needed for red blood cells and nerves; low in vegans and with absorption problems.',
    synonyms: ['B12', 'vit b12', 'witamina b12', 'cobalamin', 'kobalamina'],
    audience: 'Vegans and people with absorption problems, in whom vitamin B12 is often low.',
  },
  'folic-acid': {
    measures: 'Folate (vitamin B9), needed for blood cells and for a baby in early pregnancy.',
    synonyms: ['kwas foliowy', 'folate', 'folian', 'vitamin b9', 'B9'],
  },
  magnesium: {
    measures: 'Magnesium, needed by muscles, nerves and the heart rhythm.',
    synonyms: ['magnez', 'Mg'],
  },
  'total-calcium': {
    measures: 'Calcium in the blood, kept steady by the parathyroid glands and vitamin D.',
    synonyms: ['wapń', 'wapń całkowity', 'Ca', 'calcium'],
  },
  potassium: {
    measures: 'Potassium, which keeps the heart rhythm and muscles working; affected by kidneys and medicines.',
    synonyms: ['potas', 'K'],
  },
  sodium: {
    measures: 'Sodium, the main salt of the blood: water balance and blood pressure.',
    synonyms: ['sód', 'Na'],
  },
  ferritin: {
    measures: "The body's iron store: the most reliable test for iron deficiency.",
    synonyms: ['ferrytyna', 'iron stores'],
    audience: 'Anyone checking for iron deficiency.',
  },
  iron: {
    measures: 'Iron in the blood at the moment of the sample; read with ferritin and TIBC.',
    synonyms: ['żelazo', 'Fe', 'serum iron'],
    preparation: FASTING + ' Stop iron supplements 24 hours before.',
  },
  transferrin: {
    measures: 'The protein that carries iron in the blood.',
    synonyms: ['transferyna'],
  },
  tibc: {
    measures: 'How much iron the blood could carry: rises in iron deficiency.',
    synonyms: ['TIBC', 'całkowita zdolność wiązania żelaza', 'iron binding capacity'],
  },
  crp: {
    measures: 'A protein made by the liver in inflammation and infection; rises within hours.',
    synonyms: ['CRP', 'białko C-reaktywne', 'C reactive protein'],
  },
  procalcitonin: {
    measures: 'Rises in bacterial but hardly in viral infections; helps decide about antibiotics.',
    synonyms: ['PCT', 'prokalcytonina'],
  },
  cortisol: {
    measures: 'The stress hormone of the adrenal glands, highest in the morning.',
    synonyms: ['kortyzol', 'hydrocortisone'],
    preparation: 'Sample taken between 7:00 and 9:00 in the morning, after 15 minutes of rest.',
  },
  prolactin: {
    measures: 'The pituitary hormone of milk production; raised levels disturb cycles and fertility.',
    synonyms: ['prolaktyna', 'PRL'],
    preparation: 'Sample taken 2–3 hours after waking, after 15 minutes of rest; avoid stress and exercise before.',
  },
  'total-testosterone': {
    measures: 'The main male sex hormone, also measured in women with acne, excess hair or irregular cycles.',
    synonyms: ['testosteron', 'testosteron całkowity', 'testosterone'],
    audience: 'Men, and women with acne, excess hair or irregular cycles.',
    preparation: 'Sample taken in the morning, between 7:00 and 10:00.',
  },
  oestradiol: {
    measures: 'The main female sex hormone; follows the cycle and falls at menopause.',
    synonyms: ['estradiol', 'E2', 'estrogen', 'estrogeny'],
    preparation: CYCLE_DAY,
  },
  lh: {
    measures: 'Luteinising hormone from the pituitary, which triggers ovulation and testosterone production.',
    synonyms: ['LH', 'lutropina'],
    preparation: CYCLE_DAY,
  },
  fsh: {
    measures: 'Follicle-stimulating hormone: egg and sperm maturation, raised at menopause.',
    synonyms: ['FSH', 'folitropina'],
    preparation: CYCLE_DAY,
  },
  'prothrombin-time': {
    measures: 'How long blood takes to clot (PT) and the INR used to adjust warfarin and acenocoumarol.',
    synonyms: ['PT', 'INR', 'czas protrombinowy', 'clotting time'],
  },
  aptt: {
    measures: 'Clotting through the intrinsic pathway; checks heparin treatment and bleeding disorders.',
    synonyms: ['APTT', 'PTT', 'czas kaolinowo-kefalinowy'],
  },
  'd-dimer': {
    measures: 'Fragments of dissolved clots: a normal result makes a thrombosis unlikely.',
    synonyms: ['D-dimery', 'D-dimers', 'ddimer'],
  },
  'psa-total': {
    measures: 'A protein made by the prostate; rises with enlargement, inflammation and cancer.',
    synonyms: ['PSA', 'antygen swoisty dla stercza', 'prostate'],
    preparation: 'Avoid cycling, sexual activity and prostate examinations for 48 hours before.',
  },
  cea: {
    measures: 'A tumour marker used mainly to follow bowel cancer treatment.',
    synonyms: ['CEA', 'antygen karcynoembrionalny'],
  },
  'ca-125': {
    measures: 'A tumour marker used mainly to follow ovarian cancer.',
    synonyms: ['CA125', 'CA 125', 'ovarian'],
  },
  hbsag: {
    measures: 'A protein of the hepatitis B virus: a positive result means a current infection.',
    synonyms: ['HBs', 'antygen HBs', 'hepatitis B', 'WZW B', 'HBV'],
  },
  'anti-hbs': {
    measures: 'Antibodies against hepatitis B: shows protection after vaccination or a past infection.',
    synonyms: ['anty-HBs', 'hepatitis B vaccination', 'HBV antibodies'],
  },
  'anti-hcv': {
    measures: 'Antibodies against the hepatitis C virus: the screening test for hepatitis C.',
    synonyms: ['HCV', 'anty-HCV', 'hepatitis C', 'WZW C'],
  },
  'hiv-combo': {
    measures: 'HIV-1 p24 antigen and HIV-1/2 antibodies: detects infection from about 4 weeks after exposure.',
    synonyms: ['HIV', 'HIV Ag/Ab', 'HIV test', 'AIDS'],
  },
  'syphilis-antibodies': {
    measures: 'Antibodies against Treponema pallidum, the bacterium that causes syphilis.',
    synonyms: ['kiła', 'syphilis', 'TPHA', 'VDRL', 'lues'],
  },
  'chlamydia-pcr': {
    measures: 'Genetic material of Chlamydia trachomatis, the most common sexually transmitted bacterium.',
    synonyms: ['chlamydia', 'chlamydioza', 'CT PCR'],
    preparation: FIRST_VOID_URINE_TEXT,
  },
  'toxoplasma-igg': {
    measures: 'Past toxoplasmosis: important before and in pregnancy.',
    synonyms: ['toksoplazmoza', 'toxo IgG', 'toxoplasmosis'],
  },
  'toxoplasma-igm': {
    measures: 'A recent toxoplasmosis infection.',
    synonyms: ['toksoplazmoza', 'toxo IgM', 'toxoplasmosis'],
  },
  'rubella-igg': {
    measures: 'Immunity to rubella after vaccination or infection; checked before pregnancy.',
    synonyms: ['różyczka', 'rubella', 'German measles'],
  },
  'cmv-igg': {
    measures: 'A past cytomegalovirus infection.',
    synonyms: ['CMV', 'cytomegalia', 'cytomegalovirus'],
  },
  'cmv-igm': {
    measures: 'A recent cytomegalovirus infection.',
    synonyms: ['CMV', 'cytomegalia', 'cytomegalovirus'],
  },
  'ebv-vca-igm': {
    measures: 'A recent Epstein–Barr virus infection: glandular fever (mononucleosis).',
    synonyms: ['EBV', 'mononukleoza', 'mono', 'glandular fever', 'mononucleosis'],
  },
  'borrelia-igm': {
    measures: 'Early antibodies against Borrelia after a tick bite (Lyme disease), from about 3 weeks.',
    synonyms: ['borelioza', 'Lyme', 'borreliosis', 'tick bite', 'kleszcz'],
  },
  'borrelia-igg': {
    measures: 'Later antibodies against Borrelia (Lyme disease), from about 6 weeks after infection.',
    synonyms: ['borelioza', 'Lyme', 'borreliosis', 'tick bite', 'kleszcz'],
  },
  'h-pylori-stool-antigen': {
    measures: 'Helicobacter pylori in stool: a current infection of the stomach, a cause of ulcers.',
    synonyms: ['H. pylori', 'helicobacter', 'HP', 'ulcer'],
    preparation:
      'Unless your doctor says otherwise, stop proton pump inhibitors 2 weeks and antibiotics 4 weeks before.',
  },
  'sars-cov-2-pcr': {
    measures: 'Genetic material of the coronavirus that causes COVID-19, from a nose and throat swab.',
    synonyms: ['covid', 'covid-19', 'covid PCR', 'koronawirus', 'coronavirus'],
    preparation: SWAB,
  },
  'sars-cov-2-antigen': {
    measures: 'Coronavirus proteins in a nose swab, with a result within the hour.',
    synonyms: ['covid', 'covid antigen', 'covid rapid test', 'test antygenowy', 'koronawirus'],
    preparation: SWAB,
  },
  'urine-culture': {
    measures: 'Bacteria grown from urine and the antibiotics that work against them: urinary tract infections.',
    synonyms: ['posiew moczu', 'UTI', 'urine culture', 'antybiogram'],
    preparation: MIDSTREAM_URINE + ' Give the sample before starting antibiotics.',
  },
  'throat-swab-culture': {
    measures: 'Bacteria grown from a throat swab, such as streptococcus in a sore throat.',
    synonyms: ['wymaz z gardła', 'strep throat', 'angina'],
    preparation: SWAB,
  },
  amylase: {
    measures: 'A digestive enzyme of the pancreas and salivary glands; rises in pancreatitis.',
    synonyms: ['amylaza'],
  },
  lipase: {
    measures: 'A pancreatic enzyme, the most specific test for pancreatitis.',
    synonyms: ['lipaza'],
  },
  albumin: {
    measures: 'The main blood protein, made by the liver: nutrition, liver and kidney health.',
    synonyms: ['albumina', 'albumins'],
  },
  'total-protein': {
    measures: 'All protein in the blood: albumin and globulins.',
    synonyms: ['białko całkowite', 'protein'],
  },
  'creatine-kinase': {
    measures: 'A muscle enzyme that rises after muscle damage, hard training and with some medicines (statins).',
    synonyms: ['CK', 'CPK', 'kinaza kreatynowa'],
    preparation: 'Avoid hard exercise for 2 days before.',
  },
  homocysteine: {
    measures: 'An amino acid that rises with low B vitamins and adds to heart and clot risk.',
    synonyms: ['homocysteina', 'Hcy'],
    preparation: FASTING,
  },
  'nt-probnp': {
    measures: 'A hormone released by a stretched heart: rules heart failure in or out.',
    synonyms: ['BNP', 'NT-proBNP', 'heart failure', 'niewydolność serca'],
  },
  'lipoprotein-a': {
    measures: 'An inherited cholesterol particle that raises heart risk; one test in a lifetime is usually enough.',
    synonyms: ['Lp(a)', 'lipoproteina a', 'lp a'],
  },
  'apolipoprotein-b': {
    measures: 'The number of particles that carry bad cholesterol, a sharper risk measure than LDL alone.',
    synonyms: ['ApoB', 'apolipoproteina B', 'apo b'],
  },
  phosphate: {
    measures: 'Phosphate, which with calcium builds bones; affected by kidneys and the parathyroid glands.',
    synonyms: ['fosfor', 'fosforany', 'phosphorus', 'P'],
  },
  chloride: {
    measures: 'Chloride, a blood salt read with sodium and potassium for water and acid balance.',
    synonyms: ['chlorki', 'Cl'],
  },
  pth: {
    measures: 'The parathyroid hormone that keeps blood calcium steady; read with calcium and vitamin D.',
    synonyms: ['PTH', 'parathormon', 'parathyroid hormone'],
  },
  progesterone: {
    measures: 'The hormone of the second half of the cycle; confirms ovulation and supports early pregnancy.',
    synonyms: ['progesteron', 'P4'],
    preparation: 'Women: usually taken on day 21 of a 28-day cycle, or the day your doctor names.',
  },
  'dhea-s': {
    measures: 'An adrenal hormone that is turned into sex hormones; checked with excess hair and acne.',
    synonyms: ['DHEA', 'DHEA-S', 'DHEA-SO4', 'siarczan dehydroepiandrosteronu'],
  },
  amh: {
    measures: 'Anti-Müllerian hormone: the ovarian reserve, used when planning pregnancy or IVF.',
    synonyms: ['AMH', 'hormon antymüllerowski', 'ovarian reserve', 'rezerwa jajnikowa'],
  },
  'beta-hcg': {
    measures: 'The pregnancy hormone, measured in the blood: confirms and follows early pregnancy.',
    synonyms: ['hCG', 'beta hCG', 'pregnancy test', 'test ciążowy', 'ciąża'],
  },
  'free-testosterone': {
    measures: 'The active testosterone not bound to proteins.',
    synonyms: ['wolny testosteron', 'free T', 'testosterone free'],
    preparation: 'Sample taken in the morning, between 7:00 and 10:00.',
  },
  'total-ige': {
    measures: 'All IgE antibodies together: raised in allergies and parasite infections.',
    synonyms: ['IgE', 'IgE całkowite', 'allergy', 'alergia'],
  },
  'rheumatoid-factor': {
    measures: 'An autoantibody found in most people with rheumatoid arthritis.',
    synonyms: ['RF', 'czynnik reumatoidalny', 'rheumatism', 'reumatyzm'],
  },
  aso: {
    measures: 'Antibodies after a streptococcal infection, such as strep throat.',
    synonyms: ['ASO', 'ASLO', 'antystreptolizyna O'],
  },
  'ana-screening': {
    measures: 'Antibodies against cell nuclei: the screening test for lupus and other connective tissue diseases.',
    synonyms: ['ANA', 'przeciwciała przeciwjądrowe', 'lupus', 'toczeń'],
  },
  'ttg-iga': {
    measures: 'The main blood test for coeliac disease; eat gluten as usual for the result to be reliable.',
    synonyms: ['tTG', 'celiakia', 'coeliac', 'celiac', 'gluten'],
    preparation: GLUTEN_TEXT,
  },
  zinc: {
    measures: 'Zinc, needed for immunity, skin, hair and wound healing.',
    synonyms: ['cynk', 'Zn'],
    preparation: FASTING,
  },
  'faecal-immunochemical-test': {
    measures: 'Hidden human blood in stool: screening for bowel cancer and polyps.',
    synonyms: ['krew utajona w kale', 'FIT', 'FOBT', 'occult blood', 'stool blood'],
    preparation: "No diet needed. Collect a small stool sample with the kit's sampler and bring it within 2 days.",
  },
  'blood-group': {
    measures: 'The ABO blood group and RhD factor, with a screen for antibodies against red cells.',
    synonyms: ['grupa krwi', 'blood type', 'Rh', 'RhD'],
  },
};

/** What a patient reads about every real test, by slug. */
export const REAL_TEST_DETAILS: Record<string, RealTestDetails> = {
  ...COMMON_TEST_DETAILS,
  ...Object.fromEntries(SPECIALIST_TESTS.map((entry) => [entry.test.slug, entry.details])),
};
