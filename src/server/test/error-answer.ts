import { expect } from 'vitest';
import type { z } from 'zod';
import { errorSchema } from '../../lib/contracts/error.ts';
import type { RouteDef } from '../http/route-table.ts';
import { routeKey, toOpenApiPath } from '../openapi/openapi.ts';

type Document = { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };

/** The contract of a route's error body: the shared one, or the extension it declares for that status. */
export function errorContractOf(def: RouteDef, status: number): z.ZodType {
  const extended = def.doc.errorAnswers;
  return extended?.[status as keyof typeof extended] ?? errorSchema;
}

/**
 * Holds an error answer to the document: its status must be listed for the operation, it must be
 * JSON, and its body must parse with the (strict) error contract, so an undeclared field fails.
 */
export function checkErrorAnswer(
  document: Document,
  def: RouteDef,
  answer: { status: number; body: unknown; contentType: string | null },
): void {
  const key = routeKey(def);
  const { status, body } = answer;
  const responses = document.paths[toOpenApiPath(def.path)]![def.method.toLowerCase()]!.responses;
  expect(
    Object.keys(responses),
    `${key} answered ${status} ${JSON.stringify(body)}, which its document does not list`,
  ).toContain(String(status));
  expect(answer.contentType, `${key}: the ${status} is not JSON`).toMatch(/^application\/json/);
  const parsed = errorContractOf(def, status).safeParse(body);
  expect(
    parsed.success ? [] : parsed.error.issues,
    `${key}: its ${status} ${JSON.stringify(body)} does not match the error contract`,
  ).toEqual([]);
}
