import { Navigate } from 'react-router';
import { paths } from '../../config/paths.ts';

/**
 * /productdetails — the spec lists this id-less route without saying what it shows; with no
 * product to show, it replaces itself with the store (docs/decisions/002-productdetails-route.md).
 */
export function Component() {
  return <Navigate to={paths.store.getHref()} replace />;
}
