/** Laravel-style validation errors: field key (dotted for nested input) to messages. */
export type FieldErrors = Record<string, string[]>;

export function addFieldError(errors: FieldErrors, key: string, message: string): void {
  (errors[key] ??= []).push(message);
}
