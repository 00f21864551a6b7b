import { ComingSoon } from '../components/ComingSoon/ComingSoon';

export default function AdminPage() {
  return <ComingSoon />;
}
