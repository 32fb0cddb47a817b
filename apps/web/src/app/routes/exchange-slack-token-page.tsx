import { Navigate, useSearchParams } from 'react-router';
import { keepSlackReturn } from '../../features/it-admin/components/slack-return';

/** Slack's return address: keeps code, state and error, then IT Admin finishes the install. */
export function ExchangeSlackTokenPage() {
  const [params] = useSearchParams();
  keepSlackReturn(params);
  return <Navigate to="/itAdmin/" replace />;
}

export { ExchangeSlackTokenPage as Component };
