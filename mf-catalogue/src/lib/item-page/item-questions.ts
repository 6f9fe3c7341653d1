import type { CatalogueFaqEntry, ChosenLocation, TestDetail } from '@labshop/shared-contracts/core';

/** What the general questions are answered from: the item's own facts and where the patient chose to go. */
export type QuestionFacts = Pick<
  TestDetail,
  'kind' | 'requiresFasting' | 'preparation' | 'sampleType' | 'turnaroundDays' | 'attributes' | 'isAvailable' | 'faq'
> & { location: ChosenLocation | null };

export const FASTING_QUESTION = 'Do I need to fast?';
export const SAMPLE_QUESTION = 'How is the sample taken?';
export const RESULTS_QUESTION = 'When will I get my results?';
export const HOME_VISIT_QUESTION = 'Can a nurse take the sample at home?';

function itemNoun(kind: TestDetail['kind']): string {
  return kind === 'test' ? 'this test' : 'this package';
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function fastingAnswer(facts: QuestionFacts): string {
  const noun = itemNoun(facts.kind);
  if (facts.requiresFasting) {
    return facts.preparation ? `Yes. ${facts.preparation}` : `Yes, ${noun} needs fasting.`;
  }
  const answer = `No, ${noun} does not need fasting.`;
  return facts.preparation ? `${answer} How to prepare: ${facts.preparation}` : answer;
}

/** 'blood' → 'a blood sample'; 'blood, urine' → 'blood and urine samples'. */
function samplesNeeded(sampleType: string): string {
  const types = sampleType
    .split(/,\s*/)
    .map((type) => type.trim().toLowerCase())
    .filter((type) => type !== '');
  if (types.length <= 1) return `a ${types[0] ?? sampleType} sample`;
  return `${types.slice(0, -1).join(', ')} and ${types.at(-1)} samples`;
}

function sampleAnswer(facts: QuestionFacts, sampleType: string): string {
  const nurse = facts.attributes.require_nursing_services
    ? 'A nurse takes the sample.'
    : 'No nurse is needed to take the sample.';
  return `The lab needs ${samplesNeeded(sampleType)}. ${nurse}`;
}

function resultsAnswer(days: number): string {
  return `The results are usually ready in ${days === 1 ? '1 day' : `${days} days`}.`;
}

function homeVisitAnswer(facts: QuestionFacts): string {
  const noun = itemNoun(facts.kind);
  if (facts.location?.kind === 'home-service') {
    const city = facts.location.cityName;
    return facts.isAvailable
      ? `Yes. ${capitalised(noun)} is available for home service in ${city}: a nurse comes to your address, and the home visit fee is charged once per order.`
      : `Not in ${city}: ${noun} is not available for home service there. You can choose another city or a collection point.`;
  }
  return `Home visits by a nurse are available in a number of cities. Choose home service and your city to see whether ${noun} is available there.`;
}

/**
 * The questions a patient asks about any test or package, each answered only from what the catalogue says of this
 * item (a question its facts cannot answer is left out), followed by the questions the catalogue holds for it alone.
 */
export function itemQuestions(facts: QuestionFacts): CatalogueFaqEntry[] {
  const questions: CatalogueFaqEntry[] = [{ question: FASTING_QUESTION, answer: fastingAnswer(facts) }];
  if (facts.sampleType) questions.push({ question: SAMPLE_QUESTION, answer: sampleAnswer(facts, facts.sampleType) });
  if (facts.turnaroundDays !== null) {
    questions.push({ question: RESULTS_QUESTION, answer: resultsAnswer(facts.turnaroundDays) });
  }
  questions.push({ question: HOME_VISIT_QUESTION, answer: homeVisitAnswer(facts) });
  return [...questions, ...facts.faq];
}
