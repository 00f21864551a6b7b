import { ComingSoon } from '../components/ComingSoon/ComingSoon';

export default function PricingPage() {
  return <ComingSoon />;
}
