import { ComingSoon } from '../components/ComingSoon/ComingSoon';

export default function LegalPage() {
  return <ComingSoon />;
}
