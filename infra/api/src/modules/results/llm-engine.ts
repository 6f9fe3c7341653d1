import {
  analyseWithRules,
  URGENT_ADVICE,
  type AnalysisFinding,
  type AnalysisInput,
  type ResultsAnalysis,
  type ResultsAnalysisEngine,
} from '@labshop/shared-contracts/core';
import { ResultsAnalysisAnswer } from '@labshop/shared-contracts/core/api/results';
import { array, mask, string, StructError, type } from 'superstruct';
import { LLM_INSTRUCTIONS, llmUserMessage } from './llm-prompt';

export const LLM_ENGINE_NAME = 'language model';

/** Longer wording than this is not a plain-English reading; the answer is treated as invalid. */
const MAX_TEXT_LENGTH = 2000;

export interface LlmEngineOptions {
  /** An OpenAI-compatible chat-completions endpoint. */
  apiUrl: string;
  apiKey: string | null;
  model: string;
  timeoutMs: number;
  /** Where a fallback to the rule-based reading is recorded; never the report itself. */
  log: { warn(details: object, message: string): void };
  fetch?: typeof fetch;
}

/** The part of a chat-completions answer the engine reads. */
const ChatCompletion = type({ choices: array(type({ message: type({ content: string() }) })) });

/**
 * Reads a report through a language model. The rule-based reading is made first and stays the source of every
 * safety part: the "not a diagnosis" statement, the urgent flags and advice, the cited ranges, the lists of
 * values. The model only rewords the summary, the general advice and what each finding means. Any failure (no
 * answer in time, an HTTP error, an answer of the wrong shape) shows the rule-based reading instead.
 */
export function llmAnalysisEngine(options: LlmEngineOptions): ResultsAnalysisEngine {
  const send = options.fetch ?? fetch;

  async function askModel(input: AnalysisInput, draft: ResultsAnalysis): Promise<ResultsAnalysis> {
    const response = await send(options.apiUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: options.model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: LLM_INSTRUCTIONS },
          { role: 'user', content: llmUserMessage(input, draft) },
        ],
      }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!response.ok) throw new Error(`the model answered HTTP ${response.status}`);
    const completion = mask(await response.json(), ChatCompletion);
    const content = completion.choices[0]?.message.content;
    if (content === undefined) throw new Error('the model gave no answer');
    const answer = mask(JSON.parse(withoutCodeFence(content)), ResultsAnalysisAnswer);
    return rewordedReading(draft, answer, `${LLM_ENGINE_NAME} (${options.model})`);
  }

  return {
    name: LLM_ENGINE_NAME,
    async analyse(input) {
      const draft = analyseWithRules(input);
      try {
        return await askModel(input, draft);
      } catch (error) {
        const reason = failureReason(error);
        options.log.warn(
          { reason, model: options.model },
          'Language-model analysis failed; the rule-based reading is shown',
        );
        return draft;
      }
    },
  };
}

/** Why the model's reading was not used, without quoting the answer (it may echo the patient's values). */
function failureReason(error: unknown): string {
  if (error instanceof StructError) return `the answer does not fit the reading's shape at "${error.path.join('.')}"`;
  if (error instanceof SyntaxError) return 'the answer is not JSON';
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** Models sometimes wrap JSON in a Markdown code fence despite being told not to. */
function withoutCodeFence(content: string): string {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/.exec(content);
  return fenced?.[1] ?? content;
}

/** The draft with the model's words in place; throws when the model did not keep to the draft's findings. */
export function rewordedReading(
  draft: ResultsAnalysis,
  answer: ResultsAnalysisAnswer,
  engine: string,
): ResultsAnalysis {
  if (answer.findings.length !== draft.findings.length) {
    throw new Error(`the model gave ${answer.findings.length} findings for ${draft.findings.length}`);
  }
  const findings = draft.findings.map((finding, index): AnalysisFinding => {
    const worded = answer.findings[index];
    if (worded?.name !== finding.name) throw new Error(`the model's finding ${index + 1} is not ${finding.name}`);
    const whenToSeeADoctor = wording(worded.whenToSeeADoctor);
    return {
      ...finding,
      usuallyMeans: wording(worded.usuallyMeans),
      doesNotMean: wording(worded.doesNotMean),
      // An urgent value always opens with the fixed urgent advice, whatever the model wrote.
      whenToSeeADoctor:
        finding.urgent && !whenToSeeADoctor.startsWith(URGENT_ADVICE)
          ? `${URGENT_ADVICE} ${whenToSeeADoctor}`
          : whenToSeeADoctor,
    };
  });
  return {
    ...draft,
    engine,
    summary: wording(answer.summary),
    generalAdvice: wording(answer.generalAdvice),
    findings,
  };
}

function wording(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.length > MAX_TEXT_LENGTH) throw new Error('the model gave an empty or overlong text');
  return trimmed;
}
