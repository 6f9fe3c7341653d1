import {
  array,
  boolean,
  enums,
  literal,
  nullable,
  number,
  object,
  optional,
  record,
  string,
  unknown,
} from 'superstruct';
import { oneOf } from '../shapes/one-of';
import { ItemPricingAttributes } from '../domain/pricing/item-attributes';
import { MODAL_NAMES } from '../modals/names';
import { SEXES } from '../domain/validators/pesel';

/**
 * Every event that may cross a remote boundary, declared once: its name and the shape of its payload.
 * The bus accepts only these names, and in development it checks each payload against its shape.
 */

export const SessionUser = object({
  id: string(),
  firstName: string(),
  lastName: string(),
  email: nullable(string()),
  roles: array(enums(['patient', 'doctor', 'admin'])),
  activeRole: enums(['patient', 'doctor', 'admin']),
  status: enums(['active', 'blocked']),
  defaultFacilityId: nullable(string()),
});

export const SessionChanged = object({
  user: nullable(SessionUser),
  token: nullable(string()),
});

/**
 * The API refused a session's token: it expired or was ended elsewhere (401), or its account is blocked (403 with
 * status 'blocked'). `token` is the one refused, so the shell acts once, and only while the page still holds it.
 */
export const SessionEnded = object({
  token: string(),
  reason: enums(['expired', 'blocked']),
});

export const CartSummary = object({
  itemCount: number(),
  totalMinor: number(),
  currency: string(),
});

/** One item of the cart as the header's mini-cart lists it: its name and its price for one patient. */
export const CartContentsItem = object({
  id: string(),
  name: string(),
  priceMinor: number(),
});

export const CartContents = object({
  items: array(CartContentsItem),
});

export const CartItemRequested = object({
  serviceId: string(),
  name: string(),
  priceMinor: number(),
  kind: enums(['test', 'package', 'screening', 'weight-loss-package']),
  /** The catalogue's facts its pricing reads (nursing, package, screening), as the list or page showed them. */
  attributes: ItemPricingAttributes,
  /** A test a doctor referred the patient for: it carries the doctor discount. */
  added_by_doctor: optional(boolean()),
  /** The referral the test comes from; the order sends it back so paying it moves the referral on. */
  referral_id: optional(string()),
  /** The referral's doctor discount, a whole percent. */
  doctor_discount_percent: optional(number()),
  /** A package's tests: the cart asks before it holds a test and a package that includes it for the same patient. */
  includes: optional(array(object({ id: string(), name: string() }))),
});

export const ModalOpen = object({
  name: enums(MODAL_NAMES),
  props: optional(record(string(), unknown())),
});

export const ModalClose = object({ name: enums(MODAL_NAMES) });

export const ModalSettled = object({
  name: enums(MODAL_NAMES),
  action: enums(['confirm', 'cancel']),
  value: optional(unknown()),
});

export const TOAST_TYPES = ['default', 'info', 'error', 'warning', 'success', 'loading'] as const;

export const ToastRequested = object({
  type: enums(TOAST_TYPES),
  message: string(),
  id: optional(string()),
  multiple: optional(boolean()),
});

export const ToastDone = object({ id: string(), message: optional(string()), type: optional(enums(TOAST_TYPES)) });

/** One entry of RTCConfiguration.iceServers. TURN credentials given here are seen by every browser. */
export const IceServer = object({
  urls: oneOf([string(), array(string())]),
  username: optional(string()),
  credential: optional(string()),
});

export const PublicConfig = object({
  appName: string(),
  currency: string(),
  countryCode: string(),
  apiBase: string(),
  mapsApiKey: nullable(string()),
  /** The operator's Google map id (its style); null draws Google's default style. */
  mapsMapId: nullable(string()),
  consent: object({ enabled: boolean(), siteId: nullable(string()), scriptUrl: nullable(string()) }),
  realtime: object({
    enabled: boolean(),
    key: string(),
    host: string(),
    port: number(),
    cluster: string(),
    authEndpoint: string(),
  }),
  analytics: object({ id: nullable(string()), enabled: boolean(), debug: boolean() }),
  /**
   * Video visits: the ICE servers (STUN, TURN) a visit's browsers use to find a path to each other, as
   * RTCPeerConnection takes them. Left out or empty, browsers on one network still connect directly.
   */
  video: optional(object({ iceServers: array(IceServer) })),
  /** Partner sites whose pages may embed the cart frame and exchange messages with it (exact origins). */
  embedding: optional(object({ parentOrigins: array(string()) })),
});

export const ConsentCategories = object({
  necessary: literal(true),
  functional: boolean(),
  statistic: boolean(),
  marketing: boolean(),
  unclassified: boolean(),
});

export const LocationChosen = oneOf([
  object({ mode: literal('home-service'), cityUuid: string(), cityName: string() }),
  object({ mode: literal('collection-point'), facilityId: string(), facilityName: string() }),
]);

export const NavigateRequested = object({ to: string(), replace: optional(boolean()) });

export const CONSENT_CATEGORIES = ['necessary', 'functional', 'statistic', 'marketing', 'unclassified'] as const;

export const ConsentScriptRequested = object({
  /** Identifies the script, so asking twice injects it once. */
  id: string(),
  src: string(),
  category: enums(CONSENT_CATEGORIES),
});

/** A patient the account had added was deleted; the cart drops them from its items. */
export const PatientDeleted = object({ patientId: string() });

/**
 * The account holder added themselves as a patient (addCurrentPatientModal): the cart adds them like any patient,
 * to the item named by `itemId` or, for the first patient, to every item. Their sex and date of birth (YYYY-MM-DD),
 * from the account or asked in the modal, let the cart check each screening programme against them.
 */
export const CurrentPatientAdded = object({
  patient: object({
    id: string(),
    first_name: string(),
    last_name: string(),
    sex: optional(enums(SEXES)),
    birth_date: optional(string()),
  }),
  itemId: optional(string()),
});

/**
 * A patient asks, where they read a result, to buy the results analysis for the results of an earlier, paid order
 * of theirs: the cart holds it alone, priced where that order was (chosen just before), and checkout buys it with
 * `resultsAnalysisFor`.
 */
export const ResultsAnalysisRequested = object({ orderId: string(), orderNumber: string() });

/**
 * The health quiz suggested these tests (its record's uuid and the items, as the cart takes them): the cart says
 * so while one is missing from it, until the patient closes that alert for the session.
 */
export const QuizRecommended = object({
  uuid: string(),
  items: array(object({ serviceId: string(), name: string() })),
});

export const EVENT_SHAPES = {
  /** The signed-in user and token, or nulls when signed out. Replays to late subscribers. */
  'session:changed': SessionChanged,
  /** The API refused the session's token mid-use; the shell signs out and says why. */
  'session:ended': SessionEnded,
  /** What the header and mini-cart show. Replays to late subscribers. */
  'cart:summary': CartSummary,
  /** The items the mini-cart lists, beside the summary's count and total. Replays to late subscribers. */
  'cart:contents': CartContents,
  /** A page asks the cart to add an item. */
  'cart:item-requested': CartItemRequested,
  /** A result's page asks the cart to buy the results analysis for an earlier order's results. */
  'cart:results-analysis-requested': ResultsAnalysisRequested,
  /** The public configuration the shell read at start. Replays to late subscribers. */
  'config:loaded': PublicConfig,
  /** Home service city or collection point the patient chose. Replays to late subscribers. */
  'location:chosen': LocationChosen,
  'modal:open': ModalOpen,
  'modal:close': ModalClose,
  /** A modal closed by its confirm or cancel action. */
  'modal:settled': ModalSettled,
  'toast:show': ToastRequested,
  /** Marks a loading toast done: loading clears and progress becomes 1. */
  'toast:done': ToastDone,
  /** Consent the visitor gave. Replays to late subscribers. */
  'consent:changed': ConsentCategories,
  /** A remote asks the shell to navigate (keeps the webview flag). */
  'navigate:requested': NavigateRequested,
  /** A part of the site registers a third-party script; the shell injects it only once its category is consented. */
  'consent:script-requested': ConsentScriptRequested,
  /** A patient the account had added was deleted: carts remove them from their items. */
  'patient:deleted': PatientDeleted,
  /** The account holder added themselves as a patient from addCurrentPatientModal. */
  'patient:current-added': CurrentPatientAdded,
  /** The health quiz's latest suggestions. Replays to late subscribers. */
  'quiz:recommended': QuizRecommended,
} as const;

export type EventName = keyof typeof EVENT_SHAPES;

/** Channels whose last value is replayed to a remote that mounts later. */
export const REPLAYING_EVENTS = [
  'session:changed',
  'cart:summary',
  'cart:contents',
  'config:loaded',
  'location:chosen',
  'consent:changed',
  'quiz:recommended',
] as const satisfies readonly EventName[];
