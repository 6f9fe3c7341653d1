import { ruleBasedEngine, type ResultsAnalysisEngine } from '@labshop/shared-contracts/core';
import type { ResultsAnalysisSettings } from '../../platform/config';
import { llmAnalysisEngine, type LlmEngineOptions } from './llm-engine';

/** The engine RESULTS_ANALYSIS_ENGINE names: the offline rule-based one unless a language model is configured. */
export function analysisEngineFor(
  settings: ResultsAnalysisSettings,
  log: LlmEngineOptions['log'],
): ResultsAnalysisEngine {
  if (settings.engine === 'rules') return ruleBasedEngine;
  const { apiUrl, apiKey, model, timeoutMs } = settings;
  return llmAnalysisEngine({ apiUrl, apiKey, model, timeoutMs, log });
}
