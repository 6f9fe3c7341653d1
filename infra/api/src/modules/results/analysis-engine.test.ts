import { ruleBasedEngine } from '@labshop/shared-contracts/core';
import { readConfig } from '../../platform/config';
import { analysisEngineFor } from './analysis-engine';

const log = { warn: () => undefined };

describe('choosing the analysis engine by configuration', () => {
  it('reads results with the offline rule-based engine when nothing is set', () => {
    const { resultsAnalysis } = readConfig({});
    expect(resultsAnalysis).toEqual({ engine: 'rules' });
    expect(analysisEngineFor(resultsAnalysis, log)).toBe(ruleBasedEngine);
    expect(readConfig({ RESULTS_ANALYSIS_ENGINE: 'rules' }).resultsAnalysis).toEqual({ engine: 'rules' });
  });

  it('plugs in a language model with its address, key, model and a 20 s timeout by default', () => {
    const { resultsAnalysis } = readConfig({
      RESULTS_ANALYSIS_ENGINE: 'llm',
      LLM_API_URL: 'https://models.example/v1/chat/completions',
      LLM_API_KEY: 'secret-key',
      LLM_MODEL: 'small-model',
    });
    expect(resultsAnalysis).toEqual({
      engine: 'llm',
      apiUrl: 'https://models.example/v1/chat/completions',
      apiKey: 'secret-key',
      model: 'small-model',
      timeoutMs: 20_000,
    });
    expect(analysisEngineFor(resultsAnalysis, log).name).toBe('language model');
  });

  it('takes a local model server without a key and with its own timeout', () => {
    expect(
      readConfig({
        RESULTS_ANALYSIS_ENGINE: 'LLM',
        LLM_API_URL: 'http://127.0.0.1:11434/v1/chat/completions',
        LLM_MODEL: 'local',
        LLM_TIMEOUT_MS: '5000',
      }).resultsAnalysis,
    ).toMatchObject({ apiKey: null, timeoutMs: 5000 });
  });

  it('refuses to start with a language model but no address or model, naming what is missing', () => {
    expect(() => readConfig({ RESULTS_ANALYSIS_ENGINE: 'llm' })).toThrow(
      'Invalid configuration: RESULTS_ANALYSIS_ENGINE=llm needs LLM_API_URL; RESULTS_ANALYSIS_ENGINE=llm needs LLM_MODEL',
    );
    expect(() =>
      readConfig({ RESULTS_ANALYSIS_ENGINE: 'llm', LLM_API_URL: 'models.example', LLM_MODEL: 'small-model' }),
    ).toThrow('LLM_API_URL must be a http: or https: address');
    expect(() =>
      readConfig({
        RESULTS_ANALYSIS_ENGINE: 'llm',
        LLM_API_URL: 'https://models.example/v1/chat/completions',
        LLM_MODEL: 'small-model',
        LLM_TIMEOUT_MS: 'soon',
      }),
    ).toThrow('LLM_TIMEOUT_MS must be a whole number from 100 to 300000, got "soon"');
  });

  it('refuses an engine it does not know', () => {
    expect(() => readConfig({ RESULTS_ANALYSIS_ENGINE: 'oracle' })).toThrow(
      'RESULTS_ANALYSIS_ENGINE must be rules or llm, got "oracle"',
    );
  });
});
