import { ComingSoon } from '../components/ComingSoon/ComingSoon';

export default function QuizInfoPage() {
  return <ComingSoon />;
}
