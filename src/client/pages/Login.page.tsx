import { ComingSoon } from '../components/ComingSoon/ComingSoon';

export default function LoginPage() {
  return <ComingSoon />;
}
