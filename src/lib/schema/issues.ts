/**
 * Turns zod's findings into the messages an author reads: the field path (`navbar.items[3].type`) and a problem
 * in plain words (`must be one of "default", "dropdown", …`). Every schema of the site (config, front matter,
 * authors and tags, sidebars) is parsed through here, so they all speak the same way.
 */
import { z, type ZodIssue, type ZodIssueOptionalMessage, type ErrorMapCtx } from 'zod';

export type IssuePath = ReadonlyArray<string | number>;

/** `["navbar", "items", 3, "type"]` -> `navbar.items[3].type`. */
export function formatPath(path: IssuePath): string {
  return path.reduce<string>((out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${key}` : key), '');
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'object') return 'a mapping';
  return String(value);
}

const KINDS: Record<string, string> = { array: 'a list', object: 'a mapping', integer: 'a whole number', number: 'a number', string: 'a text', boolean: 'true or false' };

const quoteAll = (options: readonly unknown[]) => options.map((option) => JSON.stringify(option)).join(', ');

function problemOf(issue: ZodIssueOptionalMessage, data: unknown): string | null {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.received === 'undefined') return 'is required';
      return `must be ${KINDS[issue.expected] ?? `a ${issue.expected}`}, got ${describe(data)}`;
    case 'invalid_literal':
      return `must be ${JSON.stringify(issue.expected)}, got ${describe(data)}`;
    case 'invalid_enum_value':
      return `must be one of ${quoteAll(issue.options)}, got ${describe(issue.received)}`;
    case 'invalid_union_discriminator':
      return `must be one of ${quoteAll(issue.options)}, got ${describe(data)}`;
    case 'unrecognized_keys':
      return `is not a known field (a typo?)`;
    case 'too_small':
      if (issue.type === 'string') return 'must not be empty';
      if (issue.type === 'array') return `must list at least ${String(issue.minimum)} entr${issue.minimum === 1 ? 'y' : 'ies'}`;
      if (issue.type === 'number') return `must be ${issue.inclusive ? 'at least' : 'greater than'} ${String(issue.minimum)}, got ${describe(data)}`;
      return null;
    case 'too_big':
      if (issue.type === 'number') return `must be ${issue.inclusive ? 'at most' : 'less than'} ${String(issue.maximum)}, got ${describe(data)}`;
      return null;
    case 'invalid_string':
      if (issue.validation === 'url') return `must be an absolute URL, got ${describe(data)}`;
      if (issue.validation === 'regex') return `has the wrong form, got ${describe(data)}`;
      return null;
    default:
      return null;
  }
}

/**
 * The error map every parse uses. A message the schema itself sets (`.min(1, 'must …')`, `invalid_type_error`) wins:
 * zod applies this map last, so it keeps any message that differs from zod's own default.
 */
export const errorMap: z.ZodErrorMap = (issue: ZodIssueOptionalMessage, ctx: ErrorMapCtx) => {
  if (ctx.defaultError !== z.defaultErrorMap(issue, ctx).message) return { message: ctx.defaultError };
  return { message: problemOf(issue, ctx.data) ?? ctx.defaultError };
};

/** The path an issue is about; for an unknown key, the key itself. */
export function issuePath(issue: ZodIssue): IssuePath {
  return issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]] : issue.path;
}

/**
 * Parses `data` with `schema`; on failure throws what `toError` makes of the first issue (issues come in the order of
 * the schema's fields, so the author fixes the file from the top).
 */
export function parseWith<S extends z.ZodTypeAny>(schema: S, data: unknown, toError: (path: IssuePath, problem: string) => Error): z.output<S> {
  const result = schema.safeParse(data, { errorMap });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw toError(issuePath(issue), issue.message);
}

/** A field a schema rejects. The message names the file and the field's path, so it points straight at the line to edit. */
export class FieldError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    readonly problem: string,
    /** What the file holds: "front matter", "site config". */
    subject: string,
  ) {
    super(`${file}: ${subject} field "${field}" ${problem}`);
  }
}
