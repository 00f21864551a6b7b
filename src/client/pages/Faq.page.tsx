import { ComingSoon } from '../components/ComingSoon/ComingSoon';

export default function FaqPage() {
  return <ComingSoon />;
}
