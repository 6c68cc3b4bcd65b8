import { ApiError } from './api.ts';

/** Splits an API error into the field it names (shown under that input) and a general message. */
export function formError(error: unknown): { field?: string; message: string } | null {
  if (!error) return null;
  if (error instanceof ApiError) return { field: error.field, message: error.message };
  if (error instanceof Error) return { message: error.message };
  return { message: String(error) };
}

export function errorFor(error: unknown, field: string): string | undefined {
  const parsed = formError(error);
  return parsed?.field === field ? parsed.message : undefined;
}

export function generalError(error: unknown, fields: string[]): string | undefined {
  const parsed = formError(error);
  if (!parsed) return undefined;
  return parsed.field && fields.includes(parsed.field) ? undefined : parsed.message;
}
