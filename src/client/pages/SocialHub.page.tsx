import { ComingSoon } from '../components/ComingSoon/ComingSoon';

export default function SocialHubPage() {
  return <ComingSoon />;
}
