import { ComingSoon } from '../components/ComingSoon/ComingSoon';

export default function InterviewPage() {
  return <ComingSoon />;
}
