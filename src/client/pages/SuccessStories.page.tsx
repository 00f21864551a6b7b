import { ComingSoon } from '../components/ComingSoon/ComingSoon';

export default function SuccessStoriesPage() {
  return <ComingSoon />;
}
