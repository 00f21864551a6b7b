import { ComingSoon } from '../components/ComingSoon/ComingSoon';

export default function PaymentPage() {
  return <ComingSoon />;
}
