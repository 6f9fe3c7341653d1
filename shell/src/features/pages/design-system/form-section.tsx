import { useState, type ReactNode } from 'react';
import {
  Checkbox,
  CheckboxGroup,
  Combobox,
  DateField,
  RadioGroup,
  SegmentedChoice,
  Select,
  TextField,
} from '@labshop/shared-contracts/web/ui';
import { TokenSection } from './token-section';
import styles from './design-system.module.css';

const CITIES = [
  { value: 'gdansk', label: 'Gdańsk' },
  { value: 'krakow', label: 'Kraków' },
  { value: 'lodz', label: 'Łódź' },
  { value: 'poznan', label: 'Poznań' },
  { value: 'warsaw', label: 'Warsaw' },
  { value: 'wroclaw', label: 'Wrocław' },
];
const SAMPLES = [
  { value: 'blood', label: 'Blood' },
  { value: 'urine', label: 'Urine' },
  { value: 'saliva', label: 'Saliva', hint: 'Collected at home.' },
];
const SEXES = [
  { value: 'f', label: 'Female' },
  { value: 'm', label: 'Male' },
];
const UNITS = [
  { value: 'kg', label: 'kg' },
  { value: 'lbs', label: 'lbs' },
  { value: 'st/lb', label: 'st/lb' },
];

const HEIGHT_UNITS = [
  { value: 'cm', label: 'cm' },
  { value: 'ft/in', label: 'ft/in' },
];

/** One example of a control in a state, with the state named above it. */
function Example({ state, children }: { state: string; children: ReactNode }) {
  return (
    <li className={styles.formExample}>
      <code className={styles.tokenName}>{state}</code>
      {children}
    </li>
  );
}

/** The kit's form controls, each live, in its rest, error and disabled states. */
export function FormSection() {
  const [samples, setSamples] = useState<string[]>(['blood']);
  const [sex, setSex] = useState('f');
  const [unit, setUnit] = useState('kg');
  const [city, setCity] = useState('');
  const [searched, setSearched] = useState<string | null>('krakow');
  const [date, setDate] = useState('1990-05-14');
  const [badDate, setBadDate] = useState('');
  return (
    <TokenSection
      id="forms"
      title="Form controls"
      intro="Native inputs drawn with the tokens: every label is tied to its control, hints and errors are read with it. Point at, press or tab to a control to see its hover, active and focus states."
    >
      <h3 className={styles.groupTitle}>Text fields</h3>
      <ul className={styles.formExamples} aria-label="Text fields">
        <Example state="rest">
          <TextField label="First name" hint="As on the ID card." />
        </Example>
        <Example state="error">
          <TextField label="Last name" defaultValue="N" error="Enter 2 to 255 characters." />
        </Example>
        <Example state="disabled">
          <TextField label="Email" defaultValue="anna@example.com" disabled />
        </Example>
      </ul>

      <h3 className={styles.groupTitle}>Checkboxes</h3>
      <ul className={styles.formExamples} aria-label="Checkboxes">
        <Example state="rest">
          <Checkbox label="No PESEL number" hint="Then the date of birth is required." />
        </Example>
        <Example state="checked">
          <Checkbox label="Send me my results by email" defaultChecked />
        </Example>
        <Example state="error">
          <Checkbox label="I accept the terms" required error="Accept the terms to go on." />
        </Example>
        <Example state="disabled">
          <Checkbox label="Fasting required" disabled defaultChecked />
        </Example>
        <Example state="group">
          <CheckboxGroup
            legend="Sample type"
            options={SAMPLES}
            value={samples}
            onChange={setSamples}
            error={samples.length === 0 ? 'Choose at least one sample type.' : undefined}
          />
        </Example>
      </ul>

      <h3 className={styles.groupTitle}>Radios and segmented choice</h3>
      <ul className={styles.formExamples} aria-label="Radios and segmented choice">
        <Example state="inline">
          <RadioGroup legend="Sex" options={SEXES} value={sex} onChange={setSex} inline />
        </Example>
        <Example state="error">
          <RadioGroup
            legend="Age group"
            required
            options={[
              { value: 'adult', label: 'Adult' },
              { value: 'child', label: 'Child (5-12 years)' },
            ]}
            value=""
            onChange={() => undefined}
            error="A child patient must be 5 to 12 years old."
          />
        </Example>
        <Example state="segmented">
          <SegmentedChoice legend="Weight unit" options={UNITS} value={unit} onChange={setUnit} />
        </Example>
        <Example state="disabled">
          <SegmentedChoice legend="Height unit" options={HEIGHT_UNITS} value="cm" onChange={() => undefined} disabled />
        </Example>
      </ul>

      <h3 className={styles.groupTitle}>Select and combobox</h3>
      <ul className={styles.formExamples} aria-label="Select and combobox">
        <Example state="select">
          <Select
            label="City of the home visit"
            placeholder="Choose a city"
            options={CITIES}
            value={city}
            onChange={(event) => setCity(event.target.value)}
          />
        </Example>
        <Example state="select, error">
          <Select label="Test" options={CITIES} error="Choose a test." defaultValue="warsaw" />
        </Example>
        <Example state="select, disabled">
          <Select label="Laboratory" options={CITIES} disabled />
        </Example>
        <Example state="combobox">
          <Combobox
            label="Collection point city"
            hint="Type to search."
            options={CITIES}
            value={searched}
            onChange={setSearched}
          />
        </Example>
        <Example state="combobox, error">
          <Combobox
            label="Doctor's city"
            options={CITIES}
            value={null}
            onChange={() => undefined}
            error="Choose a city."
          />
        </Example>
      </ul>

      <h3 className={styles.groupTitle}>Date field</h3>
      <ul className={styles.formExamples} aria-label="Date fields">
        <Example state="rest">
          <DateField label="Date of birth" value={date} onChange={setDate} />
        </Example>
        <Example state="error">
          <DateField
            label="Date of the visit"
            value={badDate}
            onChange={setBadDate}
            error="Enter the date of the visit."
          />
        </Example>
        <Example state="disabled">
          <DateField label="Date ordered" value="2026-01-15" onChange={() => undefined} disabled />
        </Example>
      </ul>
    </TokenSection>
  );
}
