import {
  ADMIN_LAB_DELIVERY_PATHS,
  ApiError,
  RESULT_ALREADY_REVIEWED_MESSAGE,
  ReviewedResultAnswer,
  type MarkedResult,
} from '@labshop/shared-contracts/core';
import { getApiClient } from '@labshop/shared-contracts/web';
import { Button } from '@labshop/shared-contracts/web/ui';
import {
  FORM_ERROR,
  Form,
  FormAlert,
  formMessages,
  FormTextAreaField,
  submitErrorsFrom,
} from '@labshop/shared-contracts/web/forms';
import { MESSAGES } from '../../lib/messages';
import { MARKED_RESULTS_TEXTS as TEXTS } from './marked-results-texts';

/**
 * Says an administrator has looked at a result marked for review, with a note if they want one (what they found,
 * whom they told): the result leaves the list, and who reviewed it and when is kept by the API.
 */
export function MarkReviewedForm({
  result,
  onReviewed,
}: {
  result: MarkedResult;
  onReviewed: (outcome: string) => void;
}) {
  return (
    <Form<{ note?: string }>
      onSubmit={async (values) => {
        const note = values.note?.trim() ?? '';
        try {
          await getApiClient().request(ADMIN_LAB_DELIVERY_PATHS.markReviewed(result.resultId), {
            method: 'POST',
            body: note === '' ? {} : { note },
            answer: ReviewedResultAnswer,
          });
          onReviewed(TEXTS.reviewed(result.labReportId));
          return undefined;
        } catch (error) {
          if (error instanceof ApiError && error.code === 409)
            return { [FORM_ERROR]: [RESULT_ALREADY_REVIEWED_MESSAGE] };
          return submitErrorsFrom(error, { fields: ['note'], failure: MESSAGES.saveFailed });
        }
      }}
      render={({ handleSubmit, submitting, submitError }) => (
        <form
          onSubmit={(event) => void handleSubmit(event)}
          noValidate
          aria-label={TEXTS.formLabel(result.labReportId)}
        >
          <FormAlert messages={formMessages(submitError)} />
          <FormTextAreaField name="note" label={TEXTS.noteLabel} rows={2} />
          <Button type="submit" theme="outline" disabled={submitting}>
            {TEXTS.markReviewed}
          </Button>
        </form>
      )}
    />
  );
}
