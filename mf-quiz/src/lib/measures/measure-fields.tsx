import { RadioGroup, TextField } from '@labshop/shared-contracts/web/ui';
import {
  HEIGHT_UNIT_CHOICES,
  switchHeightUnit,
  switchWeightUnit,
  WEIGHT_UNIT_CHOICES,
  type HeightDraft,
  type WeightDraft,
} from './measure-drafts';
import styles from './measures.module.css';

interface MeasureProps<D> {
  legend: string;
  draft: D;
  onChange: (draft: D) => void;
  error?: string;
}

/** A weight in kg, lbs or st/lb: a unit switch that converts what was typed, and one or two number fields. */
export function WeightFields({ legend, draft, onChange, error }: MeasureProps<WeightDraft>) {
  return (
    <fieldset className={styles.measure}>
      <legend>{legend}</legend>
      <RadioGroup
        legend="Unit"
        inline
        options={WEIGHT_UNIT_CHOICES}
        value={draft.unit}
        onChange={(unit) => onChange(switchWeightUnit(draft, unit as WeightDraft['unit']))}
      />
      <div className={styles.parts}>
        <TextField
          label={draft.unit === 'kg' ? 'Kilograms' : draft.unit === 'lbs' ? 'Pounds' : 'Stones'}
          inputMode="decimal"
          required
          value={draft.value}
          error={error}
          onChange={(event) => onChange({ ...draft, value: event.target.value })}
        />
        {draft.unit === 'st-lb' ? (
          <TextField
            label="Pounds"
            inputMode="decimal"
            value={draft.pounds}
            onChange={(event) => onChange({ ...draft, pounds: event.target.value })}
          />
        ) : null}
      </div>
    </fieldset>
  );
}

/** A height in cm or ft/in, with a unit switch that converts what was typed. */
export function HeightFields({ legend, draft, onChange, error }: MeasureProps<HeightDraft>) {
  return (
    <fieldset className={styles.measure}>
      <legend>{legend}</legend>
      <RadioGroup
        legend="Unit"
        inline
        options={HEIGHT_UNIT_CHOICES}
        value={draft.unit}
        onChange={(unit) => onChange(switchHeightUnit(draft, unit as HeightDraft['unit']))}
      />
      <div className={styles.parts}>
        <TextField
          label={draft.unit === 'cm' ? 'Centimetres' : 'Feet'}
          inputMode="decimal"
          required
          value={draft.value}
          error={error}
          onChange={(event) => onChange({ ...draft, value: event.target.value })}
        />
        {draft.unit === 'ft-in' ? (
          <TextField
            label="Inches"
            inputMode="decimal"
            value={draft.inches}
            onChange={(event) => onChange({ ...draft, inches: event.target.value })}
          />
        ) : null}
      </div>
    </fieldset>
  );
}
