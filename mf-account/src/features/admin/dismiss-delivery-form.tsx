import { Field, Form } from 'react-final-form';
import {
  ADMIN_LAB_DELIVERY_PATHS,
  DismissedDeliveryAnswer,
  getApiClient,
  validateRequired,
  type UnmatchedDeliveryDetail,
} from '@labshop/shared-contracts';
import { Button, TextAreaField } from '@labshop/shared-contracts/ui';
import { FormAlert, fieldError } from '../../lib/form-fields';
import { formMessages } from '../../lib/submit-errors';
import { LAB_DELIVERY_TEXTS } from './lab-delivery-texts';
import { FocusFirstInvalid } from './focus-first-invalid';
import { reviewSubmitErrors } from './review-form';

/** Closes the review without storing anything, with the reason written down for whoever asks later. */
export function DismissDeliveryForm({
  delivery,
  onDismissed,
}: {
  delivery: UnmatchedDeliveryDetail;
  onDismissed: (outcome: string) => void;
}) {
  return (
    <Form<{ reason?: string }>
      validate={(values) => {
        const error = validateRequired(values.reason ?? '', 'Reason');
        return error ? { reason: error } : {};
      }}
      onSubmit={async (values) => {
        try {
          await getApiClient().request(ADMIN_LAB_DELIVERY_PATHS.dismiss(delivery.id), {
            method: 'POST',
            body: { reason: values.reason?.trim() ?? '' },
            answer: DismissedDeliveryAnswer,
          });
          onDismissed(LAB_DELIVERY_TEXTS.dismissed(delivery.labReportId));
          return undefined;
        } catch (error) {
          return reviewSubmitErrors(error, ['reason']);
        }
      }}
      render={({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Dismiss the report">
          <h4>Dismiss the report</h4>
          <FormAlert messages={formMessages(submitError)} />
          <FocusFirstInvalid />
          <Field<string> name="reason">
            {({ input, meta }) => (
              <TextAreaField {...input} label="Reason" rows={3} required error={fieldError(meta)} />
            )}
          </Field>
          <Button type="submit" theme="outline" disabled={submitting}>
            Dismiss without storing
          </Button>
        </form>
      )}
    />
  );
}
