import type {
  QuizRecord,
  WeightEntry,
  WeightLossEnrolment,
  WeightLossFeedback,
  WeightLossProgrammeOffer,
  WeightLossProgress,
} from '@labshop/shared-contracts/core';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { DEFAULT_PUBLIC_CONFIG } from '@labshop/shared-contracts/web/remote-kit';
import { createItemAttributes } from '@labshop/shared-contracts/testing';

export const PATIENT: NonNullable<EventPayload<'session:changed'>['user']> = {
  id: 'account-7',
  firstName: 'Anna',
  lastName: 'Kowalska',
  email: 'anna@example.com',
  roles: ['patient'],
  activeRole: 'patient',
  status: 'active',
  defaultFacilityId: null,
};

/** The page as the shell leaves it: the configuration loaded, and the patient signed in or nobody. */
export function sessionOf(user: typeof PATIENT | null) {
  getEventBus().emit('config:loaded', DEFAULT_PUBLIC_CONFIG);
  getEventBus().emit('session:changed', { user, token: user ? 'token-7' : null });
}

export function createOffer(overrides: Partial<WeightLossProgrammeOffer> = {}): WeightLossProgrammeOffer {
  return {
    product: 'essential',
    name: 'Essential weight-loss programme',
    summary: 'Three months with a clear starting point.',
    durationMonths: 3,
    package: {
      id: 'package-1',
      slug: 'weight-loss-starting-tests',
      name: 'Weight-loss programme: starting tests',
      attributes: createItemAttributes({ is_weight_loss_package: true, package: true }),
      includes: [{ id: 'test-1', name: 'Glucose' }],
    },
    priceMinor: 14900,
    currency: 'GBP',
    included: {
      tests: ['Glucose', 'HbA1c'],
      consultations: 1,
      consultationsText: 'One video consultation with a doctor',
      followUp: ['A monthly online check-in'],
    },
    ...overrides,
  };
}

export function createEnrolment(overrides: Partial<WeightLossEnrolment> = {}): WeightLossEnrolment {
  return {
    id: '7d0f2f4e-0000-4000-8000-000000000001',
    product: 'essential',
    name: 'Essential weight-loss programme',
    patientName: 'Anna Kowalska',
    startedOn: '2026-11-02',
    orderId: 'order-1',
    heightCm: 170,
    targetWeightKg: 70,
    ...overrides,
  };
}

export function createEntry(overrides: Partial<WeightEntry> = {}): WeightEntry {
  return { id: 'entry-1', date: '2026-11-03', weightKg: 82, bmi: 28.4, source: 'entry', ...overrides };
}

export function createFeedback(overrides: Partial<WeightLossFeedback> = {}): WeightLossFeedback {
  return {
    id: 'feedback-1',
    date: '2026-11-20',
    satisfaction: 'somewhat',
    sideEffects: ['tiredness'],
    sideEffectsOther: null,
    weightKg: 80.5,
    comments: null,
    ...overrides,
  };
}

export function createProgress(overrides: Partial<WeightLossProgress> = {}): WeightLossProgress {
  return {
    programme: createEnrolment(),
    entries: [],
    feedback: [],
    milestones: [
      { id: 'started', title: 'Programme started', reached: true, reachedOn: '2026-11-02' },
      { id: 'target', title: 'Target weight reached', reached: false, reachedOn: null },
    ],
    resultsHref: '/account/orders/order-1',
    ...overrides,
  };
}

/** A weight-loss quiz record as the account's records answer it. */
export function createQuizRecord(overrides: Partial<QuizRecord> = {}): QuizRecord {
  return {
    uuid: '0b8a3c1e-1f2a-4c3b-9d4e-5f6a7b8c9d0e',
    kind: 'weight-loss',
    date: '2026-11-26',
    patientId: null,
    answers: {},
    weightKg: 92,
    heightCm: 172,
    bmi: null,
    recommendations: [],
    ...overrides,
  };
}
