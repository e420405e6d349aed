import { apiMessages } from '../../lib/api-messages';

export interface Answer {
  status: number;
  body: string;
}

/**
 * 503 is a documented answer only when the database or the mail server was too slow or the password queue is full
 * (docs/API.md#answers-and-status-codes), and then with one of these messages.
 */
const DOCUMENTED_503 = new Set<string>([apiMessages.unavailable, apiMessages.busy]);

/** Text of a stack trace or of an error's own description, which must stay in the log. */
const LEAKS: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  { name: 'stack frame', pattern: /(^|\n|\\n)\s*at \S/ },
  { name: 'stack frame', pattern: /\bat [\w.$<>]+ \(/ },
  { name: 'source position', pattern: /\.[cm]?[jt]sx?:\d+/ },
  { name: 'error text', pattern: /Error:/ },
];

/**
 * What is wrong with an answer, in words; empty when nothing is. `sent` is the request's own text: an answer that
 * repeats what the caller wrote (a field's value) is not a leak even when that value looks like one. `api`: whether
 * the path the server saw is under /api.
 */
export function problemsOf(
  answer: Answer,
  { method, sent, api }: { method: string; sent: string; api: boolean },
): string[] {
  const problems: string[] = [];
  const { status, body } = answer;
  let parsed: unknown;
  let json = false;
  try {
    parsed = JSON.parse(body);
    json = true;
  } catch {
    // Not JSON: judged below only where JSON is required.
  }
  const message = typeof parsed === 'object' && parsed !== null && 'message' in parsed ? parsed.message : undefined;

  if (status >= 500 && !(status === 503 && typeof message === 'string' && DOCUMENTED_503.has(message)))
    problems.push(`status ${status}`);
  // A HEAD answer has no body by definition; outside /api the test app has no site, and Fastify's own page answers.
  if (status >= 400 && method !== 'HEAD' && api) {
    if (!json) problems.push('a refusal whose body is not JSON');
    else if (typeof parsed !== 'object' || parsed === null || !('success' in parsed) || parsed.success !== false)
      problems.push('a refusal without success: false');
    else if (typeof message !== 'string') problems.push('a refusal without a string message');
  }
  // The documentation's own pages (HTML, scripts) are not answers of calls; its JSON and every refusal are.
  if (status >= 400 || json) {
    for (const { name, pattern } of LEAKS) {
      if (pattern.test(body) && !pattern.test(sent)) problems.push(`${name} in the body`);
    }
  }
  return problems;
}
