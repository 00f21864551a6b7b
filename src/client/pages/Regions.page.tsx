import { ComingSoon } from '../components/ComingSoon/ComingSoon';

export default function RegionsPage() {
  return <ComingSoon />;
}
