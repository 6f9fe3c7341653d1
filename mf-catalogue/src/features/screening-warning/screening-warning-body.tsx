import { is } from 'superstruct';
import { screeningAudience, ScreeningWarningProps, type ScreeningWarningChoice } from '@labshop/shared-contracts/core';
import { Button, type ModalBodyProps, modalChoice } from '@labshop/shared-contracts/web/ui';

export const SCREENING_WARNING_TEXTS = {
  title: 'This screening may not be meant for this patient',
  goOn: 'Keep it for them',
  chooseAnother: 'Choose another patient or package',
} as const;

const REASON_TEXTS = {
  sex: 'the programme is meant for another sex',
  age: 'their age is outside the programme’s range',
} as const;

/**
 * screeningServiceWarningModal: a screening programme is chosen for a patient whose sex or age it is not meant for
 * (a programme's tests and ranges are chosen for its group). The buyer may know better and keep it, or take it away
 * from those patients to choose another patient or package. Escape keeps it, as the buyer chose it.
 */
export function ScreeningWarningBody({ props, confirm, cancel }: ModalBodyProps) {
  if (!is(props, ScreeningWarningProps)) {
    return (
      <div className={modalChoice.body}>
        <p>The screening could not be checked against your patients.</p>
        <div className={modalChoice.actions}>
          <Button size="modal" onClick={cancel}>
            Close
          </Button>
        </div>
      </div>
    );
  }
  const choose = (choice: ScreeningWarningChoice['choice']) => () =>
    confirm({ choice } satisfies ScreeningWarningChoice);
  const audience = screeningAudience({ target_sex: props.targetSex, age: props.age });
  return (
    <div className={modalChoice.body}>
      <p>
        {props.package.name} is meant for {audience}.
      </p>
      <ul className={modalChoice.list}>
        {props.mismatches.map((mismatch) => (
          <li key={mismatch.patientName}>
            {mismatch.patientName}: {mismatch.reasons.map((reason) => REASON_TEXTS[reason]).join(' and ')}.
          </li>
        ))}
      </ul>
      <p>You can keep it for them, or choose another patient or another screening package.</p>
      <div className={modalChoice.actions}>
        <Button theme="outline" size="modal" onClick={choose('go-on')}>
          {SCREENING_WARNING_TEXTS.goOn}
        </Button>
        <Button size="modal" onClick={choose('choose-another')}>
          {SCREENING_WARNING_TEXTS.chooseAnother}
        </Button>
      </div>
    </div>
  );
}
