import { ComingSoon } from '../components/ComingSoon/ComingSoon';

export default function GuidePage() {
  return <ComingSoon />;
}
