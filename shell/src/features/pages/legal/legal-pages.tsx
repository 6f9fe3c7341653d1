import { LegalPage } from './legal-page';
import { PATIENT_TERMS, PRIVACY_POLICY, PROVIDERS_TERMS } from './legal-documents';

export function PrivacyPolicyPage() {
  return <LegalPage document={PRIVACY_POLICY} />;
}

export function PatientTermsPage() {
  return <LegalPage document={PATIENT_TERMS} />;
}

export function ProvidersTermsPage() {
  return <LegalPage document={PROVIDERS_TERMS} />;
}
