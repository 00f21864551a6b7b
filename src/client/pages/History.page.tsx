import { ComingSoon } from '../components/ComingSoon/ComingSoon';

export default function HistoryPage() {
  return <ComingSoon />;
}
