import type { Config } from '../config.ts';

export interface ReasonPhrasing {
  /** Why two people may get along, facts already computed; the answer rephrases them, never adds or scores. */
  phrase(facts: string[]): Promise<string[]>;
}

/** With AI_BASE_URL set, an OpenAI-compatible model turns the computed reasons into friendlier lines. */
export class OpenAiReasonPhrasing implements ReasonPhrasing {
  constructor(private readonly settings: NonNullable<Config['ai']>) {}

  async phrase(facts: string[]): Promise<string[]> {
    if (facts.length === 0) return facts;
    const response = await fetch(`${this.settings.baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.settings.apiKey ? { authorization: `Bearer ${this.settings.apiKey}` } : {}) },
      signal: AbortSignal.timeout(15_000),
      body: JSON.stringify({
        model: this.settings.model,
        response_format: { type: 'json_object' },
        messages: [
          {
            role: 'system',
            content:
              'You write short, warm reasons why two people on a dating app may click. Rephrase each given fact as one line under 80 characters. Add nothing that is not in the facts. Answer only JSON: {"reasons": ["..."]} with exactly as many lines as facts.',
          },
          { role: 'user', content: facts.join('\n') },
        ],
      }),
    });
    if (!response.ok) throw new Error(`AI endpoint answered ${response.status}`);
    const body = (await response.json()) as { choices?: { message?: { content?: string } }[] };
    const content = body.choices?.[0]?.message?.content ?? '';
    const parsed = JSON.parse(content.slice(content.indexOf('{'), content.lastIndexOf('}') + 1)) as { reasons?: unknown };
    const reasons = Array.isArray(parsed.reasons) ? parsed.reasons.filter((line): line is string => typeof line === 'string' && line.trim() !== '') : [];
    // A model that drops or invents lines is not trusted with them: the computed facts stand.
    if (reasons.length !== facts.length) throw new Error('AI endpoint changed the number of reasons');
    return reasons.map((line) => line.trim().slice(0, 120));
  }
}
