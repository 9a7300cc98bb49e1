import { AdminRoutes } from '../../features/admin/admin-routes.tsx';

/** /admin/* — the back office, its own chunk (and its screens' chunks), never in the shop's view. */
export function Component() {
  return <AdminRoutes />;
}
