import { ComingSoon } from '../components/ComingSoon/ComingSoon';

export default function PrivacyPage() {
  return <ComingSoon />;
}
