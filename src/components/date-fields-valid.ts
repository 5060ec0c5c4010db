/**
 * Whether every `DateField` in the form holds a date (or nothing): a form checks this before it
 * sends, and a field whose text is not a date shows its message (its `invalid` event). Only the
 * date fields: the form's other checks stay the server's (the forms are `noValidate`).
 */
export function dateFieldsValid(form: HTMLFormElement): boolean {
  return [...form.querySelectorAll<HTMLInputElement>('input[data-date-field]')]
    .map((input) => input.checkValidity())
    .every(Boolean);
}
