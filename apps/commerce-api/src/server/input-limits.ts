import { GraphQLError, Kind, visit, type DocumentNode, type ValueNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * What one request may carry. A probe froze the shop with one 3 MB search string and ran the
 * embedded database out of memory with 10 MB; these limits answer such requests before any work.
 */
export interface InputLimits {
  /** Request body (POST), bytes: larger bodies get 413 before they are read to the end. */
  maxBodyBytes: number;
  /** Any string argument or variable, characters. */
  maxStringLength: number;
  /** Any list argument or variable (cart items, SKUs, filter values), items. */
  maxListLength: number;
}

export const DEFAULT_INPUT_LIMITS: InputLimits = {
  maxBodyBytes: 256 * 1024,
  maxStringLength: 10_000,
  maxListLength: 100,
};

/** C0 controls but tab, line feed and carriage return, and DEL: never part of a name, an address or a review. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const INPUT_MESSAGES = {
  contentType: 'Only application/json is accepted for POST requests.',
  bodyTooLarge: (max: number) => `The request body is too large: at most ${Math.floor(max / 1024)} KB.`,
  invalidJson: 'POST body sent invalid JSON.',
  stringTooLong: (where: string, max: number) => `${where} is too long: at most ${max} characters.`,
  controlCharacter: (where: string) => `${where} contains a control character, which is not allowed.`,
  listTooLong: (where: string, max: number) => `${where} has too many items: at most ${max}.`,
} as const;

function httpError(status: number, message: string): Response {
  return new Response(JSON.stringify({ errors: [{ message, extensions: { category: 'graphql-input' } }] }), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/** Reads at most `max` bytes of the body; null when it is larger (the rest is not read). */
async function readLimited(request: Request, max: number): Promise<string | null> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The first problem with a value (strings, lists, nested input objects), or null. */
function problemIn(value: unknown, where: string, limits: InputLimits): string | null {
  if (typeof value === 'string') {
    if (value.length > limits.maxStringLength)
      return INPUT_MESSAGES.stringTooLong(where, limits.maxStringLength);
    if (CONTROL_CHARACTER.test(value)) return INPUT_MESSAGES.controlCharacter(where);
    return null;
  }
  if (Array.isArray(value)) {
    if (value.length > limits.maxListLength) return INPUT_MESSAGES.listTooLong(where, limits.maxListLength);
    for (const item of value) {
      const problem = problemIn(item, where, limits);
      if (problem) return problem;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const problem = problemIn(item, `"${key}"`, limits);
      if (problem) return problem;
    }
  }
  return null;
}

function problemInLiteral(node: ValueNode, where: string, limits: InputLimits): string | null {
  switch (node.kind) {
    case Kind.STRING:
      return problemIn(node.value, where, limits);
    case Kind.LIST:
      if (node.values.length > limits.maxListLength)
        return INPUT_MESSAGES.listTooLong(where, limits.maxListLength);
      for (const item of node.values) {
        const problem = problemInLiteral(item, where, limits);
        if (problem) return problem;
      }
      return null;
    case Kind.OBJECT:
      for (const field of node.fields) {
        const problem = problemInLiteral(field.value, `"${field.name.value}"`, limits);
        if (problem) return problem;
      }
      return null;
    default:
      return null;
  }
}

/** Arguments written into the document itself (`products(search: "…")`), `__` fields included. */
function problemInDocument(document: DocumentNode, limits: InputLimits): string | null {
  let found: string | null = null;
  visit(document, {
    Argument(node) {
      found ??= problemInLiteral(node.value, `"${node.name.value}"`, limits);
      return found ? false : undefined;
    },
  });
  return found;
}

/**
 * Yoga plugin: POST bodies are JSON and at most `maxBodyBytes` (415 / 413 otherwise, so a
 * form-encoded cross-site POST, which needs no CORS preflight, is never executed); every string
 * in arguments and variables is bounded and free of control characters, every list bounded —
 * answered with Magento's `graphql-input` category before a resolver runs.
 */
export function inputLimitsPlugin(limits: InputLimits = DEFAULT_INPUT_LIMITS): Plugin {
  return {
    onRequestParse({ request, setRequestParser, endResponse }) {
      if (request.method !== 'POST') return;
      const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (type !== 'application/json') {
        endResponse(httpError(415, INPUT_MESSAGES.contentType));
        return;
      }
      const declared = Number(request.headers.get('content-length') ?? NaN);
      if (Number.isFinite(declared) && declared > limits.maxBodyBytes) {
        endResponse(httpError(413, INPUT_MESSAGES.bodyTooLarge(limits.maxBodyBytes)));
        return;
      }
      setRequestParser(async (req) => {
        const text = await readLimited(req, limits.maxBodyBytes);
        if (text === null) return httpError(413, INPUT_MESSAGES.bodyTooLarge(limits.maxBodyBytes));
        try {
          return JSON.parse(text) as Record<string, never>;
        } catch {
          return httpError(400, INPUT_MESSAGES.invalidJson);
        }
      });
    },
    onExecute({ args, setResultAndStopExecution }) {
      const problem =
        problemInDocument(args.document, limits) ??
        problemIn(args.variableValues ?? {}, 'A variable', limits);
      if (problem) {
        setResultAndStopExecution({
          // The status is stated: Yoga infers 500 for a result without data when it cannot recognise
          // the error's class (two copies of graphql, as under test runners).
          errors: [
            new GraphQLError(problem, { extensions: { category: 'graphql-input', http: { status: 200 } } }),
          ],
        });
      }
    },
  };
}
