import type { Interval } from '../interval';
import { flagWords, isCritical, type InterpretationFlag } from '../interpretation';
import { readableUnit } from '../dictionary';
import { formatInterval } from '../range-text';
import {
  GENERAL_ADVICE,
  NOT_A_DIAGNOSIS,
  URGENT_ADVICE,
  type AnalysedObservation,
  type AnalysisFinding,
  type AnalysisInput,
  type ResultsAnalysis,
  type ResultsAnalysisEngine,
} from './analysis';
import { guidanceFor } from './guidance';

export const RULE_BASED_ENGINE_NAME = 'rule-based';

/**
 * The default reading: fixed rules over the flags and a table of plain-English explanations. Same input, same
 * words, no network: it works offline and can be tested word for word.
 */
export function analyseWithRules(input: AnalysisInput): ResultsAnalysis {
  const findings: AnalysisFinding[] = [];
  const withinRange: string[] = [];
  const notInterpreted: string[] = [];
  for (const observation of input.observations) {
    if (observation.flag === null) notInterpreted.push(observation.name);
    else if (observation.flag === 'N') withinRange.push(observation.name);
    else findings.push(findingFor(observation, observation.flag));
  }
  // The most pressing first: critical values, then the rest in report order.
  findings.sort((left, right) => Number(right.urgent) - Number(left.urgent));
  const urgent = findings.some((finding) => finding.urgent);
  return {
    engine: RULE_BASED_ENGINE_NAME,
    notADiagnosis: NOT_A_DIAGNOSIS,
    summary: summarise(input.testName, findings.length, withinRange.length, urgent),
    urgent,
    urgentAdvice: urgent ? URGENT_ADVICE : null,
    findings,
    withinRange,
    notInterpreted,
    generalAdvice: GENERAL_ADVICE,
  };
}

export const ruleBasedEngine: ResultsAnalysisEngine = {
  name: RULE_BASED_ENGINE_NAME,
  analyse: (input) => Promise.resolve(analyseWithRules(input)),
};

function findingFor(observation: AnalysedObservation, flag: InterpretationFlag): AnalysisFinding {
  const guidance = guidanceFor(observation.loinc, flag);
  const urgent = isCritical(flag);
  return {
    name: observation.name,
    value: valueText(observation),
    flag,
    flagWords: flagWords(flag),
    rangeUsed: rangeText(observation),
    usuallyMeans: guidance.usuallyMeans,
    doesNotMean: guidance.doesNotMean,
    whenToSeeADoctor: urgent ? `${URGENT_ADVICE} ${guidance.whenToSeeADoctor}` : guidance.whenToSeeADoctor,
    urgent,
  };
}

function valueText(observation: AnalysedObservation): string {
  const { value } = observation;
  if (value.kind === 'text') return value.text;
  const unit = readableUnit(value.unit);
  return unit === '' ? String(value.value) : `${value.value} ${unit}`;
}

/** Cites the range exactly as it was used, and whose it was: the lab's, or the shop's reference table. */
function rangeText(observation: AnalysedObservation): string {
  const { range, value, rangeSource } = observation;
  if (range === null) return 'no range';
  const whose = rangeSource === 'lab' ? 'the lab’s range' : 'typical reference range';
  const unit = value.kind === 'quantity' ? readableUnit(value.unit) : '';
  const parts: string[] = [];
  if (range.normal !== undefined) parts.push(`normal ${formatInterval(range.normal, unit)}`);
  if (range.normalTexts !== undefined && range.normalTexts.length > 0) {
    parts.push(`expected ${range.normalTexts.join(' or ')}`);
  }
  if (range.critical !== undefined && isCritical(observation.flag)) {
    parts.push(criticalText(range.critical, unit));
  }
  return `${parts.join('; ')} (${whose})`;
}

/** 'urgent below 2.8 or above 6.2 mmol/L': the values that count as far out of range. */
function criticalText(critical: Interval, unit: string): string {
  const { low, high } = critical;
  const sides: string[] = [];
  if (low !== undefined) sides.push(`${low.inclusive ? 'below' : 'at or below'} ${low.value}`);
  if (high !== undefined) sides.push(`${high.inclusive ? 'above' : 'at or above'} ${high.value}`);
  return `urgent ${sides.join(' or ')}${unit === '' ? '' : ` ${unit}`}`;
}

function summarise(testName: string, outside: number, inside: number, urgent: boolean): string {
  if (outside === 0) {
    if (inside === 0) return `No values in your ${testName} result could be compared with a range.`;
    if (inside === 1) return `The value in your ${testName} result is within its range.`;
    return `All ${inside} values in your ${testName} result are within their ranges.`;
  }
  const values = outside === 1 ? '1 value is' : `${outside} values are`;
  const far = urgent ? ', and some are far outside: please read the urgent advice first' : '';
  return `${values} outside the range in your ${testName} result${far}.`;
}
