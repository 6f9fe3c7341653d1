import { FORM_ERROR, setIn } from 'final-form';
import { validate, type Struct } from 'superstruct';

/**
 * final-form's `validate` for a form whose values have a superstruct struct. Each failure becomes the error of the
 * field at its path (`patients.0.pesel`), with the rule's own message; a rule about the whole form (a refinement of
 * the struct with no path) is the form's error. Only the first message of a field is shown.
 */
export function validateWith<S>(struct: Struct<S, unknown>): (values: object) => Record<string, unknown> {
  return (values) => {
    const [error] = validate(values, struct, { coerce: true });
    if (!error) return {};
    let errors: Record<string, unknown> = {};
    const seen = new Set<string>();
    for (const failure of error.failures()) {
      const path = failure.path.map(String).join('.');
      if (seen.has(path)) continue;
      seen.add(path);
      errors = path === '' ? { ...errors, [FORM_ERROR]: failure.message } : { ...setIn(errors, path, failure.message) };
    }
    return errors;
  };
}
