import { Navigate, Outlet, useLocation } from 'react-router';
import type { TGrant, TMenuEntry } from '@askhr/shared/access/access-table';
import { WEB_CHAT_PATH, canOpen, isOnlyWebChat } from '../../lib/access';
import { ForbiddenState } from './forbidden-state';

/** Guards every page with the same access table as the menu and the server. */
export function RouteGuard({ grant, menu }: { grant: TGrant; menu: readonly TMenuEntry[] }) {
  const { pathname, search } = useLocation();
  if (pathname === '/' && isOnlyWebChat(menu)) return <Navigate to={WEB_CHAT_PATH} replace />;
  if (!canOpen(pathname, grant, search)) return <ForbiddenState />;
  return <Outlet />;
}
