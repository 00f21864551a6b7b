import { ComingSoon } from '../components/ComingSoon/ComingSoon';

export default function AccountPage() {
  return <ComingSoon />;
}
