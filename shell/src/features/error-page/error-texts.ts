/** The error page's texts, word for word. 404 has a title (the heading) and content (the paragraph under it). */
export const NOT_FOUND_TITLE = 'Not Found';
export const NOT_FOUND_CONTENT = 'Page Not Found, But Health Insights Await!';
export const UNAUTHORIZED_TEXT = 'Unauthorized access';
export const FORBIDDEN_TEXT = 'You do not have rights to the resource';
export const UNEXPECTED_ERROR_TEXT = 'Unexpected error occurred';
export const GO_TO_MAIN_PAGE = 'Go to main page';

/** The status an `/error/{code}` address names; anything that is not an HTTP error status reads as 500. */
export function parseErrorStatus(code: string | undefined): number {
  const status = Number(code);
  return Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
}

/** The message under the status: 401 and 403 have their own; every other status has the 500 text. */
export function errorMessage(status: number): string {
  if (status === 404) return NOT_FOUND_CONTENT;
  if (status === 401) return UNAUTHORIZED_TEXT;
  if (status === 403) return FORBIDDEN_TEXT;
  return UNEXPECTED_ERROR_TEXT;
}

/** The document title of an error page. */
export function errorTitle(status: number): string {
  return status === 404 ? NOT_FOUND_TITLE : `Error ${status}`;
}
