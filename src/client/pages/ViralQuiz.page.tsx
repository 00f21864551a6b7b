import { ComingSoon } from '../components/ComingSoon/ComingSoon';

export default function ViralQuizPage() {
  return <ComingSoon />;
}
