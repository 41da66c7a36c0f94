/**
 * One sentence for the person using the app from a failed parse: the schema's own message where it
 * has one, else one built around the field's path.
 */
import type { z } from 'zod';

export function pathLabel(path: readonly PropertyKey[]): string {
  return path
    .map((segment, index) => {
      if (typeof segment === 'number') return `[${segment}]`;
      return index === 0 ? String(segment) : `.${String(segment)}`;
    })
    .join('');
}

function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.message.endsWith('received undefined') ? 'is required' : `must be a ${issue.expected}`;
    case 'too_big':
      return `must be at most ${issue.maximum}${issue.origin === 'string' ? ' characters' : issue.origin === 'array' ? ' items' : ''}`;
    case 'too_small':
      return `must be at least ${issue.minimum}${issue.origin === 'string' ? ' characters' : issue.origin === 'array' ? ' items' : ''}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map((value) => String(value)).join(', ')}`;
    case 'invalid_format':
      return `must be a valid ${issue.format}`;
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `has unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}`;
    default:
      return 'is not valid';
  }
}

// How zod's own English messages begin; they read as jargon to a user and carry no field name.
const ZOD_DEFAULT_MESSAGE = /^(Invalid\b|Too (big|small):|Unrecognized keys?:)/;

/**
 * One sentence for the user (`{ error }`) from a failed parse: the schema's own message, or else
 * one built around the field's path.
 */
export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid.';
  if (!ZOD_DEFAULT_MESSAGE.test(issue.message)) return issue.message;
  const subject = issue.path.length === 0 ? 'The request' : `The field ${pathLabel(issue.path)}`;
  return `${subject} ${describeIssue(issue)}.`;
}
