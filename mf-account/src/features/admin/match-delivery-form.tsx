import {
  ADMIN_LAB_DELIVERY_PATHS,
  MatchedDeliveryAnswer,
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
  FormTextField,
  textRule,
  validateWith,
} from '@labshop/shared-contracts/web/forms';
import { type } from 'superstruct';

interface MatchValues {
  orderNumber?: string;
  testCode?: string;
}

const MatchStruct = type({ orderNumber: textRule((orderNumber) => validateRequired(orderNumber, 'Order number')) });

/** Matches the report to the order the administrator names, by the same rules as a lab's delivery. */
export function MatchDeliveryForm({
  delivery,
  onMatched,
}: {
  delivery: UnmatchedDeliveryDetail;
  onMatched: (outcome: string) => void;
}) {
  return (
    <Form<MatchValues>
      initialValues={{ orderNumber: delivery.orderNumber }}
      validate={validateWith(MatchStruct)}
      onSubmit={async (values) => {
        const orderNumber = values.orderNumber?.trim() ?? '';
        const testCode = values.testCode?.trim() ?? '';
        try {
          await getApiClient().request(ADMIN_LAB_DELIVERY_PATHS.match(delivery.id), {
            method: 'POST',
            body: testCode === '' ? { orderNumber } : { orderNumber, testCode },
            answer: MatchedDeliveryAnswer,
          });
          onMatched(LAB_DELIVERY_TEXTS.matched(delivery.labReportId, orderNumber));
          return undefined;
        } catch (error) {
          return reviewSubmitErrors(error, ['orderNumber', 'testCode']);
        }
      }}
      render={({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Match to an order">
          <h4>Match to an order</h4>
          <FormAlert messages={formMessages(submitError)} />
          <FocusFirstInvalid />
          <FormTextField name="orderNumber" label="Order number" autoComplete="off" required />
          <FormTextField
            name="testCode"
            label="Test code"
            hint="Only when the lab’s code is wrong: the test’s LOINC code or catalogue code."
            autoComplete="off"
          />
          <Button type="submit" disabled={submitting}>
            Match and store the result
          </Button>
        </form>
      )}
    />
  );
}
