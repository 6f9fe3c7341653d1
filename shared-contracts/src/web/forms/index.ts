/**
 * The one way to write a form: react-final-form, its values checked by a superstruct struct whose rules are the
 * shared validators (`validateWith`, `textRule`), the API's refusals turned into the same field errors
 * (`submitErrorsFrom`), labelled kit fields bound to the form, and focus on the first field in error after a failed
 * submit (`FocusFirstInvalid`). See docs/conventions.md, Forms.
 */
export { Field, Form, FormSpy, useField, useForm, useFormState } from 'react-final-form';
export { FORM_ERROR, setIn, type FormApi, type SubmissionErrors, type ValidationErrors } from 'final-form';
export * from './field-error';
export * from './field-rule';
export * from './focus-first-invalid';
export * from './forbidden';
export * from './form-fields';
export * from './submit-errors';
export * from './validate-with';
export * from './form-captcha';
