import { ComingSoon } from '../components/ComingSoon/ComingSoon';

export default function ExamPage() {
  return <ComingSoon />;
}
