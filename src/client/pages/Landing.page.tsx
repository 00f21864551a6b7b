import { ComingSoon } from '../components/ComingSoon/ComingSoon';

export default function LandingPage() {
  return <ComingSoon />;
}
