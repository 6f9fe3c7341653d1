import { Navigate, useLocation } from 'react-router-dom';

export const NOT_FOUND_PATH = '/error/404';

/** Sends the visitor to the shell's 404 page, replacing the unknown address in the history. */
export function NotFound() {
  const { pathname } = useLocation();
  return <Navigate to={NOT_FOUND_PATH} replace state={{ from: pathname }} />;
}
