import { useMediaQuery } from '@mantine/hooks';

/** Phones get the lettered layout, wider screens the card layout. */
export function useQuizLayout(): 'card' | 'mobile' {
  const mobile = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  return mobile ? 'mobile' : 'card';
}
