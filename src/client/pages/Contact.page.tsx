import { ComingSoon } from '../components/ComingSoon/ComingSoon';

export default function ContactPage() {
  return <ComingSoon />;
}
