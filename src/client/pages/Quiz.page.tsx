import { ComingSoon } from '../components/ComingSoon/ComingSoon';

export default function QuizPage() {
  return <ComingSoon />;
}
