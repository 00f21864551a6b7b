import { ComingSoon } from '../components/ComingSoon/ComingSoon';

export default function RegisterPage() {
  return <ComingSoon />;
}
