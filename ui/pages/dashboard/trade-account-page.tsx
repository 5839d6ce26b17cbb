import { useAuth } from '../../auth/auth-context';
import { useDocumentTitle } from '../../components/page-shell';
import { MyTradeAccount } from '../../trade/my-trade-account';

/** /dashboard/trade-account: the signed-in customer's trade account, or the form to apply for one. */
export function TradeAccountPage() {
  const { user } = useAuth();
  useDocumentTitle('Trade account');
  return user ? <MyTradeAccount user={user} /> : null;
}
