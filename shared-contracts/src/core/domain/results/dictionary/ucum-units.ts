/**
 * What a unit measures, so values can be converted only between units of one kind. Units of different kinds
 * (a mass per litre and moles per litre) convert only with the analyte's molar mass; '%' of one thing and
 * 'mmol/mol' of another never convert without a formula known for that analyte.
 */
export type UnitKind =
  | 'mass-concentration'
  | 'substance-concentration'
  | 'equivalent-concentration'
  | 'number-concentration'
  | 'catalytic-concentration'
  | 'international-units-concentration'
  | 'd-dimer-feu-concentration'
  | 'fraction'
  | 'substance-fraction'
  | 'time';

/** One UCUM unit as labs send it, with how patients read it and, when it converts, its kind and size. */
export interface UcumUnit {
  /** The UCUM code ('10*9/L', 'ug/dL'). */
  code: string;
  /** How a patient reads it ('×10⁹/L', 'µg/dL'); empty for values that have no unit (pH, INR). */
  text: string;
  /** Spellings labs use instead of the UCUM code ('x10^9/L', 'IU/L'), matched without regard to case. */
  aliases?: readonly string[];
  /** What it measures; absent for units that never convert. */
  kind?: UnitKind;
  /** How many of the kind's base unit one of this unit is (g/L, mol/L, eq/L, per litre, U/L, IU/L, 1, s). */
  size?: number;
}

/**
 * The units of the analytes the shop's tests measure. Kept as data: a unit added here is read and converted
 * everywhere at once. Base units: g/L for mass, mol/L for substance, eq/L for equivalents, cells per litre,
 * U/L for enzyme activity, IU/L for international units, a plain number for fractions and seconds for time.
 */
export const UCUM_UNITS: readonly UcumUnit[] = [
  // Mass per volume.
  { code: 'g/L', text: 'g/L', kind: 'mass-concentration', size: 1 },
  { code: 'g/dL', text: 'g/dL', kind: 'mass-concentration', size: 10 },
  { code: 'mg/dL', text: 'mg/dL', kind: 'mass-concentration', size: 0.01 },
  { code: 'mg/L', text: 'mg/L', kind: 'mass-concentration', size: 0.001 },
  { code: 'ug/mL', text: 'µg/mL', aliases: ['µg/mL', 'mcg/mL'], kind: 'mass-concentration', size: 0.001 },
  { code: 'ug/dL', text: 'µg/dL', aliases: ['µg/dL', 'mcg/dL'], kind: 'mass-concentration', size: 1e-5 },
  { code: 'ug/L', text: 'µg/L', aliases: ['µg/L', 'mcg/L'], kind: 'mass-concentration', size: 1e-6 },
  { code: 'ng/mL', text: 'ng/mL', kind: 'mass-concentration', size: 1e-6 },
  { code: 'ng/dL', text: 'ng/dL', kind: 'mass-concentration', size: 1e-8 },
  { code: 'ng/L', text: 'ng/L', kind: 'mass-concentration', size: 1e-9 },
  { code: 'pg/mL', text: 'pg/mL', kind: 'mass-concentration', size: 1e-9 },
  // Amount of substance per volume.
  { code: 'mol/L', text: 'mol/L', kind: 'substance-concentration', size: 1 },
  { code: 'mmol/L', text: 'mmol/L', kind: 'substance-concentration', size: 1e-3 },
  { code: 'umol/L', text: 'µmol/L', aliases: ['µmol/L'], kind: 'substance-concentration', size: 1e-6 },
  { code: 'nmol/L', text: 'nmol/L', kind: 'substance-concentration', size: 1e-9 },
  { code: 'pmol/L', text: 'pmol/L', kind: 'substance-concentration', size: 1e-12 },
  { code: 'meq/L', text: 'mEq/L', kind: 'equivalent-concentration', size: 1e-3 },
  // Cells per volume: ×10⁹/L and ×10³/µL are the same count written two ways.
  { code: '10*9/L', text: '×10⁹/L', aliases: ['x10^9/L', '10^9/L'], kind: 'number-concentration', size: 1e9 },
  {
    code: '10*3/uL',
    text: '×10³/µL',
    aliases: ['x10^3/uL', '10^3/uL', 'K/uL'],
    kind: 'number-concentration',
    size: 1e9,
  },
  {
    code: '10*12/L',
    text: '×10¹²/L',
    aliases: ['x10^12/L', '10^12/L'],
    kind: 'number-concentration',
    size: 1e12,
  },
  {
    code: '10*6/uL',
    text: '×10⁶/µL',
    aliases: ['x10^6/uL', '10^6/uL', 'M/uL'],
    kind: 'number-concentration',
    size: 1e12,
  },
  { code: '/uL', text: '/µL', aliases: ['/µL'], kind: 'number-concentration', size: 1e6 },
  // Enzyme activity and other arbitrary units per volume.
  { code: 'U/L', text: 'U/L', kind: 'catalytic-concentration', size: 1 },
  { code: 'U/mL', text: 'U/mL', kind: 'catalytic-concentration', size: 1000 },
  { code: 'kU/L', text: 'kU/L', kind: 'catalytic-concentration', size: 1000 },
  { code: 'ukat/L', text: 'µkat/L', aliases: ['µkat/L'], kind: 'catalytic-concentration', size: 60 },
  { code: '[IU]/L', text: 'IU/L', aliases: ['IU/L'], kind: 'international-units-concentration', size: 1 },
  { code: '[IU]/mL', text: 'IU/mL', aliases: ['IU/mL'], kind: 'international-units-concentration', size: 1000 },
  { code: 'k[IU]/L', text: 'kIU/L', aliases: ['kIU/L'], kind: 'international-units-concentration', size: 1000 },
  {
    code: 'm[IU]/L',
    text: 'mIU/L',
    aliases: ['mIU/L', 'mU/L'],
    kind: 'international-units-concentration',
    size: 0.001,
  },
  { code: 'm[IU]/mL', text: 'mIU/mL', aliases: ['mIU/mL'], kind: 'international-units-concentration', size: 1 },
  {
    code: 'u[IU]/mL',
    text: 'µIU/mL',
    aliases: ['uIU/mL', 'µIU/mL', 'uU/mL', 'µU/mL'],
    kind: 'international-units-concentration',
    size: 0.001,
  },
  // D-dimer in fibrinogen-equivalent units, which never convert to the other way labs report it (DDU).
  { code: 'ng/mL{FEU}', text: 'ng/mL FEU', aliases: ['ng/mL FEU'], kind: 'd-dimer-feu-concentration', size: 1e-6 },
  { code: 'ug/mL{FEU}', text: 'µg/mL FEU', aliases: ['µg/mL FEU'], kind: 'd-dimer-feu-concentration', size: 1e-3 },
  { code: 'mg/L{FEU}', text: 'mg/L FEU', aliases: ['mg/L FEU'], kind: 'd-dimer-feu-concentration', size: 1e-3 },
  // Shares.
  { code: '%', text: '%', kind: 'fraction', size: 0.01 },
  { code: 'L/L', text: 'L/L', kind: 'fraction', size: 1 },
  { code: 'mmol/mol', text: 'mmol/mol', kind: 'substance-fraction', size: 1e-3 },
  // Time.
  { code: 's', text: 'seconds', aliases: ['sec'], kind: 'time', size: 1 },
  { code: 'min', text: 'minutes', kind: 'time', size: 60 },
  // Units that never convert.
  { code: 'mm/h', text: 'mm/h', aliases: ['mm/hr'] },
  { code: 'fL', text: 'fL' },
  { code: 'pg', text: 'pg' },
  { code: 'mL/min/{1.73_m2}', text: 'mL/min/1.73 m²', aliases: ['mL/min/1.73m2', 'mL/min/1.73 m2'] },
  { code: '/[HPF]', text: 'per high-power field', aliases: ['/HPF'] },
  { code: '/[LPF]', text: 'per low-power field', aliases: ['/LPF'] },
  { code: '[pH]', text: '', aliases: ['pH'] },
  { code: '{INR}', text: '', aliases: ['INR'] },
  { code: '{ratio}', text: '' },
  { code: '{titer}', text: '', aliases: ['titre'] },
  { code: '{index}', text: '', aliases: ['{Index_val}', 'index'] },
  { code: '{s_co_ratio}', text: '', aliases: ['S/CO', 'COI'] },
  { code: '1', text: '' },
];
