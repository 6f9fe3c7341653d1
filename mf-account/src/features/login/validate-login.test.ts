import { LOGIN_REQUIRED, PASSWORD_REQUIRED, validateLogin } from './validate-login';

describe('login validation', () => {
  it.each([
    [{}, { login: LOGIN_REQUIRED, password: PASSWORD_REQUIRED }],
    [{ login: '   ', password: 'secret' }, { login: LOGIN_REQUIRED }],
    [{ login: 'anna@example.com' }, { password: PASSWORD_REQUIRED }],
    [{ login: '500600700', password: 'x' }, {}],
    [{ login: 'anna@example.com', password: 'short' }, {}],
  ])('%o gives %o', (values, errors) => {
    expect(validateLogin(values)).toEqual(errors);
  });
});
