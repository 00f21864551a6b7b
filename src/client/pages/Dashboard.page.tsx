import { ComingSoon } from '../components/ComingSoon/ComingSoon';

export default function DashboardPage() {
  return <ComingSoon />;
}
