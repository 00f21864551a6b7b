import { ComingSoon } from '../components/ComingSoon/ComingSoon';

export default function TermsPage() {
  return <ComingSoon />;
}
