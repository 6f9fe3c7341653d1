import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { BookableService } from '@labshop/shared-contracts/core';
import { Form, type FormApi } from '@labshop/shared-contracts/web/forms';
import { goToPaymentPage } from '../../lib/payment-page';
import { bookVisit, type BookingOutcome } from './book-visit';
import { BookingFields } from './booking-fields';
import {
  bookingSubmitErrors,
  initialBookingValues,
  toBookingRequest,
  validateBooking,
  type BookingValues,
} from './booking-values';
import { browserZone } from './slot-groups';

export interface BookingFormProps {
  service: BookableService;
  rescheduleId: string | null;
  /** The patient's zone; the browser's by default. */
  zone?: string;
  now?: Date;
}

type Taken = Extract<BookingOutcome, { kind: 'taken' }>;

/** The meeting type, day, time, patient and payment of one visit, and taking the slot. */
export function BookingForm({ service, rescheduleId, zone, now }: BookingFormProps) {
  const navigate = useNavigate();
  const [taken, setTaken] = useState<Taken | null>(null);
  const initialValues = useMemo(() => initialBookingValues(service), [service]);

  const submit = async (values: BookingValues, form: FormApi<BookingValues>) => {
    setTaken(null);
    const result = await bookVisit(toBookingRequest(values, service.id), rescheduleId);
    if (result.kind === 'pay') goToPaymentPage(result.redirectUrl);
    if (result.kind === 'arranged') void navigate(`/appointment/selected/${encodeURIComponent(result.appointmentId)}`);
    if (result.kind === 'taken') {
      // The time is gone: it is no longer chosen, and the alert, not the field, says what to do next.
      form.change('startsAt', undefined);
      form.resetFieldState('startsAt');
      setTaken(result);
    }
    return result.kind === 'refused' ? bookingSubmitErrors(result.error, shownFields(values, rescheduleId)) : undefined;
  };

  return (
    <Form<BookingValues>
      initialValues={initialValues}
      validate={validateBooking}
      onSubmit={submit}
      // The fields re-render with the values they read, not with every field's focus and touch.
      subscription={{ values: true, submitting: true, submitError: true }}
      render={({ handleSubmit, submitting, submitError, values, form }) => (
        <BookingFields
          service={service}
          rescheduleId={rescheduleId}
          zone={zone ?? browserZone(service.zone)}
          now={now}
          values={values}
          form={form}
          submitting={Boolean(submitting)}
          submitError={submitError}
          taken={taken}
          onSlotChosen={() => setTaken(null)}
          onSubmit={handleSubmit}
        />
      )}
    />
  );
}

/** The fields the form shows for these values: an API message for any other is said above the button. */
function shownFields(values: BookingValues, rescheduleId: string | null): string[] {
  if (rescheduleId) return ['meetingType', 'startsAt'];
  return ['meetingType', 'startsAt', 'patientId'];
}
