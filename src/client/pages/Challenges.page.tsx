import { ComingSoon } from '../components/ComingSoon/ComingSoon';

export default function ChallengesPage() {
  return <ComingSoon />;
}
