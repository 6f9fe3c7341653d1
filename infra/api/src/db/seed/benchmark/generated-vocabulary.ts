import type { DemoCategorySlug } from '../categories';
import type { SampleType } from '../demo-test';

/**
 * The words generated catalogue entries are built from: per category, analytes crossed with ways of testing them.
 * The names read enough like a lab's catalogue that search and lists do the same work as on a real one of that size,
 * but the combinations are not real tests: they exist only in benchmark databases, stored with generated = true and
 * with no LOINC code.
 */
export interface GeneratedFamily {
  category: DemoCategorySlug;
  analytes: readonly string[];
  /** '{}' stands for the analyte. */
  variants: readonly string[];
  sampleType: SampleType;
  /** Price range in minor units. */
  price: readonly [number, number];
  turnaround: readonly [number, number];
  fasting?: boolean;
}

const ALLERGEN = [
  '{}, specific IgE',
  '{}, specific IgE (quantitative)',
  '{}, specific IgG4',
  '{}, IgE (multiplex panel)',
];
const SEROLOGY = [
  '{} IgG antibodies',
  '{} IgM antibodies',
  '{} IgA antibodies',
  '{} IgG and IgM antibodies',
  '{} IgG avidity',
  '{} DNA (PCR)',
  '{} antibodies, confirmatory immunoblot',
];
const AUTOANTIBODY = [
  '{} antibodies, IgG',
  '{} antibodies, IgA',
  '{} antibodies, screening',
  '{} antibodies, immunoblot',
  '{} antibodies, quantitative',
];
const GENE = [
  '{} gene, known mutation',
  '{} gene, sequencing',
  '{} gene, deletions and duplications (MLPA)',
  '{} gene, carrier test',
];
const CHEMISTRY = [
  '{} in serum',
  '{} in plasma',
  '{} in 24-hour urine',
  '{} in random urine',
  '{} in serum, follow-up',
];
const HORMONE = [
  '{}',
  '{}, after stimulation',
  '{}, after suppression',
  '{}, daily profile (3 samples)',
  '{}, follow-up',
];
const CULTURE = ['{}: culture', '{}: culture with antibiogram', '{}: fungal culture', '{}: PCR panel'];

// Kept as written (one family per block) rather than one analyte per line.
// prettier-ignore
export const GENERATED_FAMILIES: readonly GeneratedFamily[] = [
  {
    category: 'food-allergy',
    analytes: [
      'Egg white', 'Egg yolk', "Cow's milk", 'Casein', 'Alpha-lactalbumin', 'Wheat flour', 'Rye flour', 'Barley',
      'Oat', 'Rice', 'Maize', 'Buckwheat', 'Peanut', 'Hazelnut', 'Walnut', 'Almond', 'Cashew nut', 'Pistachio',
      'Brazil nut', 'Soybean', 'Sesame seed', 'Mustard', 'Celery', 'Codfish', 'Salmon', 'Tuna', 'Shrimp', 'Crab',
      'Mussel', 'Pork', 'Beef', 'Chicken meat', 'Lamb', 'Tomato', 'Carrot', 'Potato', 'Pea', 'Lentil', 'Kiwi',
      'Apple', 'Peach', 'Banana', 'Strawberry', 'Orange', 'Cocoa', 'Coffee', 'Garlic', 'Onion', 'Lupin seed',
    ],
    variants: ALLERGEN,
    sampleType: 'blood',
    price: [2900, 5900],
    turnaround: [3, 5],
  },
  {
    category: 'inhalant-allergy',
    analytes: [
      'Birch pollen', 'Alder pollen', 'Hazel pollen', 'Oak pollen', 'Ash pollen', 'Plane tree pollen', 'Olive pollen',
      'Timothy grass pollen', 'Rye pollen', 'Cocksfoot pollen', 'Mugwort pollen', 'Ragweed pollen', 'Plantain pollen',
      'Nettle pollen', 'Goosefoot pollen', 'House dust mite (D. pteronyssinus)', 'House dust mite (D. farinae)',
      'Storage mite', 'Cat dander', 'Dog dander', 'Horse dander', 'Guinea pig epithelium', 'Rabbit epithelium',
      'Hamster epithelium', 'Feather mix', 'Cockroach', 'Alternaria alternata', 'Cladosporium herbarum',
      'Aspergillus fumigatus', 'Penicillium notatum', 'Latex', 'House dust',
    ],
    variants: ALLERGEN,
    sampleType: 'blood',
    price: [2900, 5900],
    turnaround: [3, 5],
  },
  {
    category: 'insect-venom-and-drug-allergy',
    analytes: [
      'Honey bee venom', 'Common wasp venom', 'Paper wasp venom', 'Hornet venom', 'Bumblebee venom', 'Mosquito',
      'Horsefly', 'Penicillin G', 'Penicillin V', 'Amoxicillin', 'Ampicillin', 'Cefaclor', 'Insulin (human)',
      'Chlorhexidine', 'Gelatin', 'Suxamethonium', 'Morphine', 'Pholcodine', 'ACTH (synthetic)', 'Ethylene oxide',
      'Chymopapain', 'Protamine', 'Tetanus toxoid', 'Ovalbumin (vaccine)', 'Formaldehyde',
    ],
    variants: ALLERGEN,
    sampleType: 'blood',
    price: [3900, 7900],
    turnaround: [3, 7],
  },
  {
    category: 'allergen-components',
    analytes: [
      'Bet v 1 (birch)', 'Bet v 2 (birch profilin)', 'Phl p 1 (timothy)', 'Phl p 5 (timothy)', 'Ole e 1 (olive)',
      'Art v 1 (mugwort)', 'Amb a 1 (ragweed)', 'Der p 1 (mite)', 'Der p 2 (mite)', 'Der p 23 (mite)', 'Fel d 1 (cat)',
      'Can f 1 (dog)', 'Can f 5 (dog)', 'Ara h 1 (peanut)', 'Ara h 2 (peanut)', 'Ara h 6 (peanut)', 'Ara h 8 (peanut)',
      'Cor a 1 (hazelnut)', 'Cor a 9 (hazelnut)', 'Cor a 14 (hazelnut)', 'Jug r 1 (walnut)', 'Gly m 4 (soy)',
      'Pru p 3 (peach)', 'Gal d 1 (ovomucoid)', 'Gal d 2 (ovalbumin)', 'Bos d 4 (milk)', 'Bos d 8 (casein)',
      'Tri a 19 (omega-5 gliadin)', 'Gad c 1 (cod parvalbumin)', 'Pen a 1 (shrimp tropomyosin)', 'Api m 1 (bee)',
      'Ves v 5 (wasp)', 'Alt a 1 (Alternaria)', 'Hev b 6.02 (latex)',
    ],
    variants: ['{} component, specific IgE', '{} component, IgE (microarray)'],
    sampleType: 'blood',
    price: [4900, 8900],
    turnaround: [5, 10],
  },
  {
    category: 'food-intolerance',
    analytes: [
      'Gluten', 'Gliadin', 'Lactose', "Cow's milk protein", "Goat's milk", "Sheep's milk", 'Whole egg', 'Yeast',
      'Soy protein', 'Corn', 'Wheat', 'Spelt', 'Quinoa', 'Millet', 'Chickpea', 'Bean mix', 'Pepper mix', 'Citrus mix',
      'Berry mix', 'Nut mix', 'Seafood mix', 'Poultry mix', 'Red meat mix', 'Spice mix', 'Herb mix', 'Tea', 'Chocolate',
    ],
    variants: ['Food intolerance: {}, IgG', 'Food intolerance: {}, IgG (quantitative)', 'Food intolerance: {}, IgG4'],
    sampleType: 'blood',
    price: [2900, 4900],
    turnaround: [5, 10],
  },
  {
    category: 'autoimmune-diseases',
    analytes: [
      'Anti-dsDNA', 'Anti-Sm', 'Anti-RNP', 'Anti-SS-A (Ro52)', 'Anti-SS-A (Ro60)', 'Anti-SS-B (La)', 'Anti-Scl-70',
      'Anti-Jo-1', 'Anti-centromere', 'Anti-histone', 'Anti-ribosomal P', 'Anti-PM-Scl', 'Anti-Mi-2', 'Anti-PCNA',
      'Anticardiolipin', 'Anti-beta2-glycoprotein I', 'ANCA (MPO)', 'ANCA (PR3)', 'Anti-GBM', 'Anti-mitochondrial (AMA-M2)',
      'Anti-smooth muscle (ASMA)', 'Anti-LKM-1', 'Anti-parietal cell', 'Intrinsic factor', 'Anti-adrenal cortex',
      'Anti-islet cell (ICA)', 'Anti-GAD65', 'Anti-IA2', 'Anti-insulin', 'Anti-acetylcholine receptor',
    ],
    variants: AUTOANTIBODY,
    sampleType: 'blood',
    price: [4900, 12900],
    turnaround: [5, 10],
  },
  {
    category: 'coeliac-disease',
    analytes: [
      'Tissue transglutaminase', 'Deamidated gliadin peptides', 'Endomysial', 'Native gliadin', 'Reticulin',
      'Anti-actin', 'Anti-saccharomyces (ASCA)', 'Pancreatic acinar', 'Goblet cell', 'Anti-neutrophil (pANCA)',
    ],
    variants: [...AUTOANTIBODY, '{} antibodies, IgG and IgA together', '{} antibodies, children under 2'],
    sampleType: 'blood',
    price: [4900, 9900],
    turnaround: [4, 8],
  },
  {
    category: 'rheumatology',
    analytes: [
      'Anti-CCP', 'Anti-MCV', 'Anti-RA33', 'Anti-carbamylated protein', 'Rheumatoid factor IgM', 'Rheumatoid factor IgA',
      'HLA-B27', 'Complement C3', 'Complement C4', 'Complement CH50', 'Cryoglobulins', 'Serum amyloid A',
      'Calprotectin (serum)', 'Interleukin-6', 'Ferritin (rheumatology panel)', 'Uric acid (gout profile)',
      'Synovial fluid crystals', 'Synovial fluid cell count',
    ],
    variants: ['{}', '{}, quantitative', '{}, follow-up', '{}, with interpretation', '{}, urgent (same day)'],
    sampleType: 'blood',
    price: [2900, 9900],
    turnaround: [2, 6],
  },
  {
    category: 'viral-infections',
    analytes: [
      'Measles virus', 'Mumps virus', 'Varicella-zoster virus', 'Herpes simplex virus type 1', 'Herpes simplex virus type 2',
      'Human herpesvirus 6', 'Parvovirus B19', 'Adenovirus', 'Enterovirus', 'Coxsackie virus', 'Influenza A virus',
      'Influenza B virus', 'RSV', 'Hantavirus', 'West Nile virus', 'Dengue virus', 'Zika virus', 'HTLV-1/2',
      'Polyomavirus BK', 'Epstein–Barr virus EBNA',
    ],
    variants: SEROLOGY,
    sampleType: 'blood',
    price: [3900, 14900],
    turnaround: [2, 6],
  },
  {
    category: 'bacterial-infections',
    analytes: [
      'Mycoplasma pneumoniae', 'Chlamydia pneumoniae', 'Bordetella pertussis', 'Yersinia enterocolitica', 'Salmonella',
      'Campylobacter jejuni', 'Listeria monocytogenes', 'Brucella', 'Coxiella burnetii', 'Bartonella henselae',
      'Legionella pneumophila', 'Clostridium tetani', 'Corynebacterium diphtheriae', 'Streptococcus pyogenes',
      'Leptospira', 'Francisella tularensis', 'Mycobacterium tuberculosis (IGRA)',
    ],
    variants: SEROLOGY,
    sampleType: 'blood',
    price: [3900, 19900],
    turnaround: [3, 7],
  },
  {
    category: 'parasites-and-fungi',
    analytes: [
      'Toxocara canis', 'Echinococcus', 'Trichinella spiralis', 'Taenia solium', 'Fasciola hepatica', 'Schistosoma',
      'Strongyloides', 'Entamoeba histolytica', 'Giardia lamblia', 'Leishmania', 'Plasmodium (malaria)',
      'Candida albicans', 'Aspergillus', 'Cryptococcus', 'Pneumocystis jirovecii', 'Anisakis',
    ],
    variants: SEROLOGY,
    sampleType: 'blood',
    price: [3900, 14900],
    turnaround: [3, 8],
  },
  {
    category: 'sexually-transmitted-infections',
    analytes: [
      'Neisseria gonorrhoeae', 'Mycoplasma genitalium', 'Mycoplasma hominis', 'Ureaplasma urealyticum',
      'Ureaplasma parvum', 'Trichomonas vaginalis', 'HPV high-risk types', 'HPV type 16', 'HPV type 18',
      'Haemophilus ducreyi', 'Treponema pallidum', 'Herpes simplex (genital)', 'Gardnerella vaginalis',
    ],
    variants: ['{} DNA (PCR), urine', '{} DNA (PCR), swab', '{} antibodies', '{}, STI panel component'],
    sampleType: 'swab',
    price: [6900, 19900],
    turnaround: [3, 7],
  },
  {
    category: 'hepatitis',
    analytes: [
      'Hepatitis A virus', 'Hepatitis B core antigen', 'Hepatitis B e antigen', 'Hepatitis B virus', 'Hepatitis C virus',
      'Hepatitis D virus', 'Hepatitis E virus', 'HBV genotype', 'HCV genotype', 'HCV core antigen',
    ],
    variants: [...SEROLOGY, '{} RNA/DNA, viral load', '{}, confirmatory test'],
    sampleType: 'blood',
    price: [3900, 39900],
    turnaround: [2, 10],
  },
  {
    category: 'covid-19',
    analytes: ['SARS-CoV-2', 'SARS-CoV-2 with influenza A/B', 'SARS-CoV-2 with RSV', 'SARS-CoV-2 variants'],
    variants: [
      '{} PCR, nasopharyngeal swab', '{} PCR, saliva', '{} antigen, nasal swab', '{} nucleocapsid antibodies',
      '{} spike antibodies, quantitative', '{} neutralising antibodies', '{} PCR, express (same day)',
    ],
    sampleType: 'swab',
    price: [4900, 29900],
    turnaround: [1, 2],
  },
  {
    category: 'tick-borne-diseases',
    analytes: [
      'Tick-borne encephalitis virus', 'Anaplasma phagocytophilum', 'Babesia microti', 'Rickettsia', 'Ehrlichia',
      'Borrelia miyamotoi', 'Borrelia (immunoblot)', 'Borrelia afzelii', 'Borrelia garinii', 'Bartonella (tick)',
      'Tick (sent for testing)', 'Coxiella (tick-borne)',
    ],
    variants: SEROLOGY,
    sampleType: 'blood',
    price: [4900, 24900],
    turnaround: [3, 10],
  },
  {
    category: 'genetic-tests',
    analytes: [
      'HFE (haemochromatosis)', 'Factor V Leiden', 'Prothrombin G20210A', 'MTHFR', 'CFTR (cystic fibrosis)',
      'SMN1 (spinal muscular atrophy)', 'FMR1 (fragile X)', 'LCT (lactose intolerance)', 'HLA-DQ2/DQ8 (coeliac)',
      'APOE', 'PAI-1', 'GJB2 (hearing loss)', 'SERPINA1 (alpha-1 antitrypsin)', 'PAH (phenylketonuria)',
      'DMD (muscular dystrophy)', 'HBB (beta-thalassaemia)', 'LDLR (familial hypercholesterolaemia)',
      'Y chromosome microdeletions (AZF)', 'Karyotype', 'UGT1A1 (Gilbert syndrome)',
    ],
    variants: GENE,
    sampleType: 'blood',
    price: [19900, 149900],
    turnaround: [10, 30],
  },
  {
    category: 'pharmacogenetics',
    analytes: [
      'CYP2D6', 'CYP2C19', 'CYP2C9', 'CYP3A4', 'CYP3A5', 'CYP1A2', 'VKORC1', 'SLCO1B1', 'TPMT', 'NUDT15', 'DPYD',
      'HLA-B*57:01', 'HLA-B*15:02', 'HLA-A*31:01', 'UGT1A1*28', 'COMT', 'OPRM1', 'ABCB1',
    ],
    variants: ['{} genotype', '{} genotype, with medicine report', '{} genotype, full sequencing'],
    sampleType: 'saliva',
    price: [19900, 69900],
    turnaround: [10, 21],
  },
  {
    category: 'hereditary-cancer-risk',
    analytes: [
      'BRCA1', 'BRCA2', 'PALB2', 'CHEK2', 'ATM', 'NBN', 'TP53', 'PTEN', 'CDH1', 'MLH1', 'MSH2', 'MSH6', 'PMS2',
      'APC', 'MUTYH', 'RET', 'VHL', 'CDKN2A', 'RAD51C', 'RAD51D', 'BRIP1', 'STK11',
    ],
    variants: ['{} founder mutations', '{} gene, sequencing', '{} gene, MLPA'],
    sampleType: 'blood',
    price: [29900, 199900],
    turnaround: [14, 40],
  },
  {
    category: 'pregnancy',
    analytes: [
      'PAPP-A', 'Free beta-hCG', 'PlGF', 'sFlt-1/PlGF ratio', 'Alpha-fetoprotein (AFP)', 'Unconjugated oestriol',
      'Inhibin A', 'Fetal RhD genotype', 'Anti-D antibodies', 'Group B streptococcus', 'Glucose challenge (50 g)',
      'Pregnancy TSH', 'Cell-free fetal DNA (NIPT)', 'Listeria (pregnancy)',
    ],
    variants: ['{}, first trimester', '{}, second trimester', '{}, third trimester', '{}, twin pregnancy'],
    sampleType: 'blood',
    price: [3900, 199900],
    turnaround: [2, 14],
  },
  {
    category: 'fertility',
    analytes: [
      'Semen analysis', 'Sperm DNA fragmentation', 'Antisperm antibodies', 'Inhibin B', 'Sex hormone-binding globulin',
      'Androstenedione', '17-hydroxyprogesterone', 'Anti-ovarian antibodies', 'Oestrone', 'Free androgen index',
      'Luteal progesterone', 'Kisspeptin', 'Ovulation hormone profile', 'Thyroid profile for fertility',
    ],
    variants: ['{}', '{}, repeat', '{}, before IVF', '{}, with specialist comment', '{}, urgent (same day)'],
    sampleType: 'blood',
    price: [3900, 49900],
    turnaround: [2, 10],
  },
  {
    category: 'mens-health',
    analytes: [
      'Free PSA', 'PSA ratio (free/total)', 'PHI (Prostate Health Index)', 'Dihydrotestosterone', 'Bioavailable testosterone',
      'Oestrone (men)', 'Prostate acid phosphatase', 'PCA3 (urine)', 'Male hormone profile', 'Andropause profile',
    ],
    variants: ['{}', '{}, follow-up', '{}, extended', '{}, with urologist comment', '{}, urgent (same day)'],
    sampleType: 'blood',
    price: [3900, 39900],
    turnaround: [2, 10],
  },
  {
    category: 'womens-health',
    analytes: [
      'HE4', 'ROMA index', 'CA 15-3', 'Menopause hormone profile', 'PCOS hormone profile', 'Cervical cytology',
      'Liquid-based cytology', 'Vaginal microbiome', 'Vaginal flora assessment', 'Candida (vaginal)', 'Bacterial vaginosis',
      'Osteoporosis risk profile',
    ],
    variants: ['{}', '{}, follow-up', '{}, extended', '{}, with gynaecologist comment', '{}, urgent (same day)'],
    sampleType: 'blood',
    price: [3900, 39900],
    turnaround: [2, 14],
  },
  {
    category: 'bone-metabolism',
    analytes: [
      'Osteocalcin', 'CTX (beta-CrossLaps)', 'P1NP', 'Bone alkaline phosphatase', 'Calcitonin', 'Vitamin D 1,25-(OH)2',
      'Ionised calcium', 'Urinary calcium', 'Urinary phosphate', 'Deoxypyridinoline', 'Sclerostin', 'FGF23',
    ],
    variants: CHEMISTRY,
    sampleType: 'blood',
    price: [2900, 19900],
    turnaround: [2, 10],
  },
  {
    category: 'heart-and-circulation',
    analytes: [
      'High-sensitivity troponin T', 'High-sensitivity troponin I', 'CK-MB', 'Myoglobin', 'hs-CRP', 'Apolipoprotein A1',
      'Small dense LDL', 'Oxidised LDL', 'Fibrinogen', 'Lp-PLA2', 'Galectin-3', 'ST2', 'Copeptin', 'Aldosterone',
      'Renin activity', 'Aldosterone/renin ratio', 'ADMA', 'Omega-3 index',
    ],
    variants: ['{}', '{}, follow-up', '{}, with cardiologist comment', '{}, cardiology profile component', '{}, urgent (same day)'],
    sampleType: 'blood',
    price: [2900, 19900],
    turnaround: [1, 7],
  },
  {
    category: 'electrolytes',
    analytes: [
      'Bicarbonate', 'Anion gap', 'Lactate', 'Osmolality', 'Ammonia', 'Ionised magnesium', 'Blood gases (capillary)',
      'Blood gases (venous)', 'Sodium/potassium profile', 'Acid–base balance', 'Total carbon dioxide', 'Ketones',
    ],
    variants: CHEMISTRY,
    sampleType: 'blood',
    price: [1200, 6900],
    turnaround: [1, 3],
  },
  {
    category: 'enzymes',
    analytes: [
      'Lactate dehydrogenase (LDH)', 'Cholinesterase', 'Aldolase', 'Adenosine deaminase', 'Angiotensin-converting enzyme',
      'Acid phosphatase', 'Glutamate dehydrogenase', 'Leucine aminopeptidase', '5-nucleotidase', 'Pancreatic amylase',
      'Elastase (serum)', 'Trypsin', 'G6PD', 'Pyruvate kinase', 'Alpha-galactosidase',
    ],
    variants: ['{} activity', '{} activity, isoenzymes', '{} activity, follow-up', '{} activity, urgent (same day)'],
    sampleType: 'blood',
    price: [1500, 14900],
    turnaround: [1, 10],
  },
  {
    category: 'proteins',
    analytes: [
      'Protein electrophoresis', 'Immunofixation', 'Free light chains kappa', 'Free light chains lambda',
      'Kappa/lambda ratio', 'Beta-2-microglobulin', 'Alpha-1-antitrypsin', 'Haptoglobin', 'Ceruloplasmin', 'Prealbumin',
      'Cystatin C', 'Retinol-binding protein', 'Alpha-2-macroglobulin', 'Orosomucoid', 'Bence Jones protein',
    ],
    variants: CHEMISTRY,
    sampleType: 'blood',
    price: [1900, 19900],
    turnaround: [2, 10],
  },
  {
    category: 'immunology',
    analytes: [
      'Immunoglobulin G', 'Immunoglobulin A', 'Immunoglobulin M', 'IgG subclasses', 'IgG1', 'IgG2', 'IgG3', 'IgG4',
      'Lymphocyte subsets (CD4/CD8)', 'NK cells', 'B lymphocytes (CD19)', 'Tryptase', 'Eosinophil cationic protein',
      'Interleukin-1 beta', 'TNF-alpha', 'Interferon gamma', 'Circulating immune complexes',
    ],
    variants: ['{}', '{}, follow-up', '{}, child reference ranges', '{}, urgent (same day)'],
    sampleType: 'blood',
    price: [2900, 29900],
    turnaround: [2, 10],
  },
  {
    category: 'drug-monitoring',
    analytes: [
      'Digoxin', 'Lithium', 'Valproic acid', 'Carbamazepine', 'Phenytoin', 'Phenobarbital', 'Lamotrigine',
      'Levetiracetam', 'Theophylline', 'Vancomycin', 'Gentamicin', 'Amikacin', 'Tacrolimus', 'Cyclosporine',
      'Sirolimus', 'Everolimus', 'Methotrexate', 'Mycophenolic acid', 'Clozapine', 'Quetiapine', 'Olanzapine',
      'Amiodarone', 'Paracetamol', 'Salicylates',
    ],
    variants: ['{}, trough level', '{}, peak level', '{}, random level', '{}, level after a dose change'],
    sampleType: 'blood',
    price: [2900, 14900],
    turnaround: [1, 7],
  },
  {
    category: 'toxicology',
    analytes: [
      'Ethanol', 'Carbohydrate-deficient transferrin (CDT)', 'Ethyl glucuronide', 'Amphetamines', 'Methamphetamine',
      'MDMA', 'Cannabinoids (THC)', 'Cocaine', 'Opiates', 'Methadone', 'Buprenorphine', 'Benzodiazepines',
      'Barbiturates', 'Tricyclic antidepressants', 'Ketamine', 'Fentanyl', 'Tramadol', 'Synthetic cannabinoids',
      'Carboxyhaemoglobin', 'Methaemoglobin', 'Nicotine and cotinine',
    ],
    variants: ['{} in urine, screening', '{} in urine, confirmation (LC-MS/MS)', '{} in blood', '{} in hair'],
    sampleType: 'urine',
    price: [2900, 29900],
    turnaround: [1, 10],
  },
  {
    category: 'trace-elements-and-heavy-metals',
    analytes: [
      'Copper', 'Selenium', 'Manganese', 'Chromium', 'Cobalt', 'Molybdenum', 'Iodine', 'Lead', 'Mercury', 'Cadmium',
      'Arsenic', 'Aluminium', 'Nickel', 'Thallium', 'Lithium (trace)', 'Silver', 'Titanium', 'Vanadium',
    ],
    variants: ['{} in blood', '{} in serum', '{} in urine', '{} in hair'],
    sampleType: 'blood',
    price: [3900, 19900],
    turnaround: [5, 14],
  },
  {
    category: 'urine-tests',
    analytes: [
      'Albumin/creatinine ratio', 'Protein/creatinine ratio', 'Microalbumin', 'Urine osmolality', 'Urine sodium',
      'Urine potassium', 'Urine urea', 'Urine uric acid', 'Urine creatinine clearance', 'Urine glucose',
      'Urine amylase', 'Urine citrate', 'Urine oxalate', 'Porphyrins', 'Catecholamines', 'Metanephrines',
      '5-HIAA', 'Free cortisol (urine)', 'Kidney stone analysis', 'Urine sediment',
    ],
    variants: ['{}, random sample', '{}, 24-hour collection', '{}, first morning sample', '{}, follow-up'],
    sampleType: 'urine',
    price: [1200, 14900],
    turnaround: [1, 7],
  },
  {
    category: 'stool-tests',
    analytes: [
      'Calprotectin', 'Lactoferrin', 'Pancreatic elastase', 'Rotavirus', 'Norovirus', 'Adenovirus (stool)',
      'Clostridioides difficile toxins', 'Parasites and ova', 'Pinworm', 'Giardia antigen', 'Cryptosporidium',
      'Fat (steatocrit)', 'Zonulin', 'Secretory IgA', 'Gut microbiome', 'Stool pH', 'Bile acids (stool)',
    ],
    variants: ['{} in stool', '{} in stool, quantitative', '{} in stool, 3 samples', '{} in stool, follow-up'],
    sampleType: 'stool',
    price: [2900, 29900],
    turnaround: [2, 10],
  },
  {
    category: 'microbiology-cultures',
    analytes: [
      'Nasal swab', 'Ear swab', 'Eye swab', 'Wound swab', 'Skin swab', 'Nail scraping', 'Sputum', 'Stool (bacterial)',
      'Vaginal swab', 'Cervical swab', 'Urethral swab', 'Semen', 'Blood', 'Catheter tip', 'Nasopharyngeal swab',
      'Anal swab (MRSA/VRE screening)',
    ],
    variants: CULTURE,
    sampleType: 'swab',
    price: [2900, 14900],
    turnaround: [3, 10],
  },
  {
    category: 'metabolic-disorders',
    analytes: [
      'Amino acids', 'Organic acids', 'Acylcarnitines', 'Carnitine', 'Phenylalanine', 'Tyrosine', 'Galactose',
      'Biotinidase', 'Very long chain fatty acids', 'Lactate/pyruvate ratio', 'Glycosaminoglycans', 'Oligosaccharides',
      'Orotic acid', 'Purines and pyrimidines', 'Coenzyme Q10',
    ],
    variants: CHEMISTRY,
    sampleType: 'blood',
    price: [4900, 49900],
    turnaround: [7, 21],
  },
  {
    category: 'neurology',
    analytes: [
      'Neurofilament light chain', 'Amyloid beta 42/40', 'Total tau', 'Phospho-tau 181', 'Aquaporin-4', 'MOG',
      'Anti-NMDA receptor', 'Anti-LGI1', 'Anti-CASPR2', 'Anti-GABA-B receptor', 'Onconeural (Hu, Yo, Ri)',
      'Ganglioside GM1', 'Myelin-associated glycoprotein', 'S100B', 'Neuron-specific enolase',
    ],
    variants: ['{} in serum', '{} in cerebrospinal fluid', '{}, immunoblot', '{} in serum, follow-up'],
    sampleType: 'blood',
    price: [9900, 79900],
    turnaround: [7, 21],
  },
  {
    category: 'gastroenterology',
    analytes: [
      'Gastrin', 'Pepsinogen I', 'Pepsinogen II', 'Pepsinogen I/II ratio', 'Helicobacter pylori IgG',
      'Helicobacter pylori urea breath test', 'Chromogranin A', 'Serotonin', 'Bile acids (serum)', 'Liver fibrosis score',
      'Hyaluronic acid', 'Alpha-fetoprotein (liver)', 'Anti-ASCA/ANCA (IBD)',
    ],
    variants: ['{}', '{}, follow-up', '{}, after treatment', '{}, urgent (same day)'],
    sampleType: 'blood',
    price: [2900, 29900],
    turnaround: [2, 10],
  },
  {
    category: 'pancreas',
    analytes: [
      'C-peptide', 'Proinsulin', 'Glucagon', 'Fructosamine', 'CA 19-9', 'Insulin antibodies', 'Zinc transporter 8 antibodies',
      'Insulin resistance index (HOMA-IR)', 'Glucose and insulin curve', 'Trypsinogen',
    ],
    variants: ['{}', '{}, after a meal', '{}, follow-up', '{}, 3-point profile', '{}, urgent (same day)'],
    sampleType: 'blood',
    price: [2900, 19900],
    turnaround: [1, 7],
    fasting: true,
  },
  {
    category: 'adrenal-glands',
    analytes: [
      'ACTH', 'Androstenedione (adrenal)', '11-deoxycortisol', 'Corticosterone', 'Aldosterone (adrenal)',
      'Plasma metanephrines', 'Adrenaline', 'Noradrenaline', 'Dopamine', 'Salivary cortisol', 'Cortisol after dexamethasone',
      'Pregnenolone',
    ],
    variants: HORMONE,
    sampleType: 'blood',
    price: [3900, 24900],
    turnaround: [2, 10],
  },
  {
    category: 'pituitary',
    analytes: [
      'Growth hormone', 'IGF-1', 'IGFBP-3', 'Macroprolactin', 'Vasopressin (copeptin)', 'Oxytocin', 'Beta-endorphin',
      'Melatonin', 'Pituitary hormone profile', 'TSH receptor antibodies (TRAb)', 'Thyroglobulin', 'Reverse T3',
    ],
    variants: HORMONE,
    sampleType: 'blood',
    price: [3900, 24900],
    turnaround: [2, 10],
  },
  {
    category: 'sport-and-fitness',
    analytes: [
      'Muscle damage profile', 'Recovery profile', 'Overtraining profile', 'Hydration profile', 'Iron status for athletes',
      'Electrolytes after exercise', 'Lactate threshold', 'Testosterone/cortisol ratio', 'Vitamin status for athletes',
      'Anabolic steroids screening', 'Erythropoietin', 'Creatine',
    ],
    variants: ['{}', '{}, before the season', '{}, after competition', '{}, extended', '{}, urgent (same day)'],
    sampleType: 'blood',
    price: [2900, 29900],
    turnaround: [1, 7],
  },
  {
    category: 'skin-and-hair',
    analytes: [
      'Hair loss profile', 'Acne hormone profile', 'Dermatophytes', 'Malassezia', 'Scabies mite', 'Biotin',
      'Vitamin A', 'Vitamin E', 'Vitamin B6', 'Vitamin B1', 'Vitamin B2', 'Vitamin C', 'Vitamin K', 'Silicon',
      'Desmoglein 1 antibodies', 'Desmoglein 3 antibodies', 'BP180 antibodies', 'BP230 antibodies',
    ],
    variants: ['{}', '{}, quantitative', '{}, follow-up', '{}, urgent (same day)'],
    sampleType: 'blood',
    price: [2900, 19900],
    turnaround: [2, 14],
  },
  {
    category: 'children',
    analytes: [
      'Newborn TSH', 'Newborn phenylalanine', 'Bilirubin (newborn)', 'Growth profile', 'Puberty hormone profile',
      'Iron status (child)', 'Lead (child)', 'Allergy screen (child)', 'Coeliac screen (child)', 'Worm eggs (child)',
      'Vitamin D (child)', 'Thyroid profile (child)', 'Blood count (child)',
    ],
    variants: ['{}, infant', '{}, preschool child', '{}, school child', '{}, teenager'],
    sampleType: 'blood',
    price: [1500, 19900],
    turnaround: [1, 7],
  },
  {
    category: 'occupational-health',
    analytes: [
      'Sanitary and epidemiological (Salmonella/Shigella)', 'Food handler screening', 'Lead exposure', 'Solvent exposure',
      'Benzene exposure', 'Toluene exposure', 'Xylene exposure', 'Pesticide exposure', 'Noise-work blood profile',
      'Driver fitness profile', 'Pilot medical profile', 'Diver medical profile', 'Night-shift profile',
    ],
    variants: ['{}', '{}, periodic', '{}, initial', '{}, follow-up', '{}, urgent (same day)'],
    sampleType: 'urine',
    price: [2900, 19900],
    turnaround: [2, 10],
  },
  {
    category: 'blood-group-and-transfusion',
    analytes: [
      'Irregular antibodies screen', 'Direct antiglobulin test', 'Indirect antiglobulin test', 'Rh phenotype',
      'Kell antigen', 'Duffy antigens', 'Kidd antigens', 'MNS antigens', 'Cold agglutinins', 'Antibody titre',
      'Weak D testing', 'Cross-match',
    ],
    variants: ['{}', '{}, pregnancy', '{}, before surgery', '{}, newborn', '{}, urgent (same day)'],
    sampleType: 'blood',
    price: [2900, 14900],
    turnaround: [1, 5],
  },
  {
    category: 'haemato-oncology',
    analytes: [
      'JAK2 V617F', 'CALR', 'MPL', 'BCR-ABL1', 'FLT3', 'NPM1', 'IGHV mutation status', 'TP53 (leukaemia)',
      'Flow cytometry immunophenotype', 'Minimal residual disease', 'Monoclonal B lymphocytes', 'Serum free light chains',
      'Blood smear review',
    ],
    variants: ['{}, qualitative', '{}, quantitative', '{}, follow-up'],
    sampleType: 'blood',
    price: [9900, 99900],
    turnaround: [5, 21],
  },
];
