import {
  ADMIN_LAB_DELIVERY_PATHS,
  DismissedDeliveryAnswer,
  validateRequired,
  type UnmatchedDeliveryDetail,
} from '@labshop/shared-contracts/core';
import { getApiClient } from '@labshop/shared-contracts/web';
import { Button } from '@labshop/shared-contracts/web/ui';
import { LAB_DELIVERY_TEXTS } from './lab-delivery-texts';
import { reviewSubmitErrors } from './review-form';
import {
  FocusFirstInvalid,
  Form,
  FormAlert,
  formMessages,
  FormTextAreaField,
  textRule,
  validateWith,
} from '@labshop/shared-contracts/web/forms';
import { type } from 'superstruct';

const DismissStruct = type({ reason: textRule((reason) => validateRequired(reason, 'Reason')) });

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
      validate={validateWith(DismissStruct)}
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
          <FormTextAreaField name="reason" label="Reason" rows={3} required />
          <Button type="submit" theme="outline" disabled={submitting}>
            Dismiss without storing
          </Button>
        </form>
      )}
    />
  );
}
