import { ComingSoon } from '../components/ComingSoon/ComingSoon';

export default function DemoPage() {
  return <ComingSoon />;
}
