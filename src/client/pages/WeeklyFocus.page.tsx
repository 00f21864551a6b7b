import { ComingSoon } from '../components/ComingSoon/ComingSoon';

export default function WeeklyFocusPage() {
  return <ComingSoon />;
}
