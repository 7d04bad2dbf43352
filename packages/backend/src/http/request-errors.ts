import { z } from 'zod';

const en = z.locales.en();
const article = (word: string) => (/^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`);

type Issue = z.core.$ZodRawIssue;

/**
 * The rule a value broke, as a fragment that follows the field's name ("seller_id is required",
 * "page must be between 0 and 100000"). Messages written in a contract win over these.
 */
export function ruleOf(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? 'is required'
        : `must be ${article(String(issue.expected))}`;
    case 'too_big':
      if (issue.origin === 'string') return `must be at most ${issue.maximum} characters`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `may hold at most ${issue.maximum} values`;
      return `must be at most ${issue.maximum}`;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? 'is required' : `must be at least ${issue.minimum} characters`;
      if (issue.origin === 'array') return `must hold at least ${issue.minimum} values`;
      return `must be at least ${issue.minimum}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      return issue.format === 'date'
        ? 'must be a date written YYYY-MM-DD'
        : `must be a valid ${issue.format}`;
    case 'unrecognized_keys':
      return `may not hold ${issue.keys.join(', ')}`;
    default: {
      const text = en.localeError?.(issue);
      const message = typeof text === 'string' ? text : (text?.message ?? 'is not valid');
      return `is not valid: ${message.charAt(0).toLowerCase()}${message.slice(1)}`;
    }
  }
}

/** Per-parse error map: every issue without a contract-written message gets a rule fragment. */
export const ruleErrorMap = (issue: Issue): string => ruleOf(issue);

/**
 * One message for a refused request: the first problem, naming the field. A contract message that
 * is a full sentence (a spec text such as 'Email is required') is shown as it is; a rule fragment
 * ("must be …", "is …") is prefixed with the field's path.
 */
export function requestErrorMessage(error: z.ZodError, part: 'path' | 'query' | 'body'): string {
  const issue = error.issues[0];
  if (!issue) return `The request ${part} is not valid`;
  const field = issue.path.map(String).join('.');
  const fragment = /^[a-z]/.test(issue.message);
  if (!fragment) return issue.message;
  if (field) return `${field} ${issue.message}`;
  return part === 'body' ? `Request body ${issue.message}` : `The request ${part} ${issue.message}`;
}
