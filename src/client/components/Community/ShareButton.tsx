import { Button, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useShare, type ShareData } from './share';

/** 'Partager': Web Share API, else copy the link. */
export function ShareButton({ data, label, ...props }: { data: ShareData; label?: string } & ButtonProps) {
  const { t } = useTranslation('community');
  const { share } = useShare();
  return (
    <Button variant="light" size="xs" onClick={() => void share(data)} {...props}>
      {label ?? t('share.button')}
    </Button>
  );
}
