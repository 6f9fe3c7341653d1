import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  ApiError,
  CitiesAnswer,
  COMMISSION_OPTIONS,
  CollectionPointListAnswer,
  commissionShares,
  DEFAULT_COMMISSION_OPTION,
  DOCTOR_PRACTICE_PATHS,
  DOCTOR_PROFILE_PATHS,
  DoctorProfile,
  DoctorReferral,
  REFERRAL_PATHS,
  ReferralQuote,
  type CommissionOption,
  type DoctorReferral as DoctorReferralShape,
  type PatientSearchHit,
  type ReferralQuote as ReferralQuoteShape,
} from '@labshop/shared-contracts/core';
import { getApiClient, useApiQuery } from '@labshop/shared-contracts/web';
import { Page } from '@labshop/shared-contracts/web/remote-kit';
import { Alert, Button, RadioGroup, Select, showToast } from '@labshop/shared-contracts/web/ui';
import { PRACTICE_ROUTES } from '../practice/practice-paths';
import { PRACTICE_TEXTS as TEXTS } from '../practice/practice-texts';
import { money } from '../practice/practice-format';
import { PracticeFailure } from '../practice/practice-failure';
import { PatientPicker } from './patient-picker';
import { TestPicker, type ChosenTest } from './test-picker';
import { useDebounced } from './use-debounced';
import styles from '../practice/practice.module.css';

type FieldErrors = Record<string, string[]>;

/** What the form holds before it is sent. */
interface ReferralForm {
  homeService: boolean;
  cityUuid: string;
  facilityId: string;
  tests: ChosenTest[];
  commission: CommissionOption;
}

/** A new referral: nothing chosen yet but the commission option, the doctor's own default. */
const emptyForm = (commission: CommissionOption): ReferralForm => ({
  homeService: false,
  cityUuid: '',
  facilityId: '',
  tests: [],
  commission,
});

const bodyOf = (form: ReferralForm) => ({
  homeService: form.homeService,
  city_uuid: form.homeService ? form.cityUuid : null,
  facility_id: form.homeService ? null : form.facilityId,
  examinations: form.tests.map((test) => test.id),
  commission_option: form.commission,
});

const fieldErrorsOf = (error: unknown): FieldErrors | null => {
  if (!(error instanceof ApiError) || error.code !== 422) return null;
  const data = error.data as { errors?: FieldErrors } | null;
  return data?.errors ?? {};
};

/**
 * /doctor/area/issue-referral: the patient found as the doctor types, tests and packages from the catalogue, a
 * home visit in a city or a collection point, the commission option (the doctor's default chosen), and — before
 * sending — what the patient pays with the doctor discount and what the doctor earns. With `?edit=<id>` it changes
 * a referral still awaiting payment instead.
 */
export function IssueReferralPage() {
  const [params] = useSearchParams();
  const editId = params.get('edit');
  const editing = useApiQuery(editId ? DOCTOR_PRACTICE_PATHS.referral(editId) : null, { answer: DoctorReferral });
  // A new referral starts from the commission option the doctor chose on their profile; when the profile cannot be
  // read the shop's default is chosen, and the doctor still sees and may change it before sending.
  const profile = useApiQuery(editId ? null : DOCTOR_PROFILE_PATHS.profile, { answer: DoctorProfile });
  if (!editId && profile.status === 'loading') {
    return (
      <Page aria-busy>
        <h1>{TEXTS.issueHeading}</h1>
        <p role="status">{TEXTS.formLoading}</p>
      </Page>
    );
  }
  if (editId && editing.status !== 'success') {
    return (
      <Page aria-busy={editing.status === 'loading'}>
        <h1>{TEXTS.editHeading}</h1>
        {editing.status === 'error' ? (
          <PracticeFailure error={editing.error} message={TEXTS.referralsFailed} onRetry={editing.retry} />
        ) : (
          <p role="status">{TEXTS.referralsLoading}</p>
        )}
      </Page>
    );
  }
  return (
    <ReferralFormPage
      key={editId ?? 'new'}
      editing={editing.data ?? null}
      defaultCommission={profile.data?.commissionOption ?? DEFAULT_COMMISSION_OPTION}
    />
  );
}

function formOfReferral(referral: DoctorReferralShape): ReferralForm {
  const { location } = referral;
  return {
    homeService: location.kind === 'home-service',
    cityUuid: location.kind === 'home-service' ? location.cityUuid : '',
    facilityId: location.kind === 'collection-point' ? location.facilityId : '',
    tests: referral.tests.map((test) => ({ id: test.id, name: test.name })),
    commission: referral.commissionOption ?? DEFAULT_COMMISSION_OPTION,
  };
}

function ReferralFormPage({
  editing,
  defaultCommission,
}: {
  editing: DoctorReferralShape | null;
  defaultCommission: CommissionOption;
}) {
  const [form, setForm] = useState<ReferralForm>(editing ? formOfReferral(editing) : emptyForm(defaultCommission));
  const [patient, setPatient] = useState<PatientSearchHit | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const change = (changes: Partial<ReferralForm>) => setForm((current) => ({ ...current, ...changes }));
  const quote = useQuote(form);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailed(null);
    if (!editing && patient === null) {
      setErrors({ patient: [TEXTS.unknownPatient] });
      return;
    }
    setSending(true);
    try {
      if (editing) {
        await getApiClient().request(REFERRAL_PATHS.doctorReferral(editing.id), {
          method: 'PUT',
          body: bodyOf(form),
          answer: DoctorReferral,
        });
        showToast(TEXTS.changesRecorded, { type: 'success' });
        setSentTo(editing.patient.name);
      } else if (patient) {
        const identity = patient.pesel ? { pesel: patient.pesel } : { phone: patient.phone };
        await getApiClient().request(REFERRAL_PATHS.doctorReferrals, {
          method: 'POST',
          body: { ...identity, ...bodyOf(form) },
          answer: DoctorReferral,
        });
        setSentTo(patient.name);
      }
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) setErrors(fields);
      else {
        const message = editing ? TEXTS.changesNotSaved : TEXTS.messageNotSent;
        setFailed(message);
        showToast(message, { type: 'error' });
      }
    } finally {
      setSending(false);
    }
  };

  if (sentTo !== null) {
    return (
      <Page>
        <h1>{editing ? TEXTS.editHeading : TEXTS.issueHeading}</h1>
        <Alert tone="success" title={editing ? TEXTS.changesRecorded : TEXTS.sent(sentTo)} />
        <p className={styles.actions}>
          <Link to={PRACTICE_ROUTES.referrals}>{TEXTS.allReferrals}</Link>
          {editing ? null : (
            <Button
              theme="secondary"
              size="sm"
              onClick={() => {
                setSentTo(null);
                setPatient(null);
                setForm(emptyForm(defaultCommission));
              }}
            >
              {TEXTS.issueAnother}
            </Button>
          )}
        </p>
      </Page>
    );
  }

  const first = (field: string) => errors[field]?.[0];
  const testsError =
    first('examinations') ?? Object.entries(errors).find(([key]) => key.startsWith('examinations.'))?.[1][0];
  return (
    <Page>
      <h1>{editing ? TEXTS.editHeading : TEXTS.issueHeading}</h1>
      <form className={styles.form} onSubmit={(event) => void send(event)} noValidate>
        <fieldset className={styles.fieldset}>
          <legend>{TEXTS.chosenPatient}</legend>
          {editing ? (
            <p>
              <strong>{editing.patient.name}</strong> · {editing.patient.phone}
            </p>
          ) : (
            <PatientPicker
              patient={patient}
              onChoose={setPatient}
              error={first('patient') ?? first('pesel') ?? first('phone')}
            />
          )}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>{TEXTS.testsLegend}</legend>
          <TestPicker chosen={form.tests} onChange={(tests) => change({ tests })} error={testsError} />
        </fieldset>
        <PlacePicker form={form} change={change} errors={errors} />
        <RadioGroup
          legend={TEXTS.commissionOption}
          value={form.commission}
          onChange={(value) => change({ commission: COMMISSION_OPTIONS.find((option) => option === value) })}
          error={first('commission_option')}
          options={COMMISSION_OPTIONS.map((option) => {
            const shares = commissionShares(option);
            return {
              value: option,
              label: `${option} — ${TEXTS.commissionLabel(shares.doctorPercent, shares.patientPercent)}`,
            };
          })}
        />
        <QuoteSummary quote={quote} />
        {failed ? <p role="alert">{failed}</p> : null}
        <div>
          <Button type="submit" loading={sending}>
            {editing ? TEXTS.edit : TEXTS.send}
          </Button>
        </div>
      </form>
    </Page>
  );
}

/** Home visit in a city, or a collection point in a city. */
function PlacePicker({
  form,
  change,
  errors,
}: {
  form: ReferralForm;
  change: (changes: Partial<ReferralForm>) => void;
  errors: FieldErrors;
}) {
  const cities = useApiQuery('get-cities', { answer: CitiesAnswer });
  const [pointCity, setPointCity] = useState('');
  const points = useApiQuery(pointCity ? 'collection-points' : null, {
    query: { city: pointCity, hideClosed: true },
    answer: CollectionPointListAnswer,
  });
  const allCities = cities.data ?? [];
  return (
    <div className={styles.fieldset}>
      <RadioGroup
        legend={TEXTS.where}
        inline
        value={form.homeService ? 'home' : 'point'}
        onChange={(value) => change({ homeService: value === 'home' })}
        options={[
          { value: 'point', label: TEXTS.collectionPoint },
          { value: 'home', label: TEXTS.homeVisit },
        ]}
      />
      {form.homeService ? (
        <Select
          label={TEXTS.city}
          placeholder={TEXTS.chooseCity}
          value={form.cityUuid}
          error={errors.city_uuid?.[0]}
          onChange={(event) => change({ cityUuid: event.target.value })}
          options={allCities.filter((city) => city.homeService).map((city) => ({ value: city.uuid, label: city.name }))}
        />
      ) : (
        <>
          <Select
            label={TEXTS.city}
            placeholder={TEXTS.chooseCity}
            value={pointCity}
            onChange={(event) => setPointCity(event.target.value)}
            options={allCities.map((city) => ({ value: city.slug, label: city.name }))}
          />
          <Select
            label={TEXTS.facility}
            placeholder={TEXTS.chooseFacility}
            value={form.facilityId}
            error={errors.facility_id?.[0]}
            onChange={(event) => change({ facilityId: event.target.value })}
            options={[
              ...(points.data?.items ?? []).map((point) => ({
                value: point.id,
                label: `${point.name}, ${point.street}`,
              })),
              ...(form.facilityId && !points.data?.items.some((point) => point.id === form.facilityId)
                ? [{ value: form.facilityId, label: TEXTS.facility }]
                : []),
            ]}
          />
        </>
      )}
    </div>
  );
}

type QuoteState =
  { status: 'idle' } | { status: 'loading' } | { status: 'ready'; quote: ReferralQuoteShape } | { status: 'error' };

/** The price of the form as it stands, asked again once it stops changing. */
function useQuote(form: ReferralForm): QuoteState {
  const settled = useDebounced(form, 250);
  const complete = settled.tests.length > 0 && (settled.homeService ? settled.cityUuid : settled.facilityId) !== '';
  const body = complete ? bodyOf(settled) : null;
  const key = body === null ? null : JSON.stringify(body);
  const [answered, setAnswered] = useState<{ key: string; state: QuoteState }>();
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    getApiClient()
      .request(DOCTOR_PRACTICE_PATHS.referralQuote, {
        method: 'POST',
        body: JSON.parse(key) as unknown,
        answer: ReferralQuote,
        signal: controller.signal,
      })
      .then(
        (quote) => setAnswered({ key, state: { status: 'ready', quote } }),
        () => {
          if (!controller.signal.aborted) setAnswered({ key, state: { status: 'error' } });
        },
      );
    return () => controller.abort();
  }, [key]);
  if (key === null) return { status: 'idle' };
  return answered?.key === key ? answered.state : { status: 'loading' };
}

function QuoteSummary({ quote }: { quote: QuoteState }) {
  return (
    <section aria-labelledby="referral-summary" aria-live="polite">
      <h2 id="referral-summary">{TEXTS.summary}</h2>
      {quote.status === 'idle' ? <p>{TEXTS.quoteHint}</p> : null}
      {quote.status === 'loading' ? <p role="status">{TEXTS.pricing}</p> : null}
      {quote.status === 'error' ? <p role="alert">{TEXTS.quoteFailed}</p> : null}
      {quote.status === 'ready' ? (
        <dl className={styles.summary}>
          <div>
            <dt>{TEXTS.cost}</dt>
            <dd>{money(quote.quote.costMinor, quote.quote.currency)}</dd>
          </div>
          <div>
            <dt>
              {TEXTS.doctorDiscount} ({quote.quote.discountPercent}%)
            </dt>
            <dd>−{money(quote.quote.discountMinor, quote.quote.currency)}</dd>
          </div>
          <div>
            <dt>{TEXTS.patientPays}</dt>
            <dd>{money(quote.quote.totalMinor, quote.quote.currency)}</dd>
          </div>
          <div>
            <dt>
              {TEXTS.yourCommission} ({quote.quote.commissionPercent}%)
            </dt>
            <dd>{money(quote.quote.commissionMinor, quote.quote.currency)}</dd>
          </div>
        </dl>
      ) : null}
    </section>
  );
}
