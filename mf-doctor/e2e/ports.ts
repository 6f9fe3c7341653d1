/** The ports of the doctor team's own run: apart from the whole site's run (infra/e2e) and from `npm start`. */
export const API_PORT = 4300;
export const POSTGRES_PORT = 5438;
export const HOST_PORT = 8301;
export const API_URL = `http://127.0.0.1:${API_PORT}`;
