// 'Essayer la démo': a dialog that presents the demo and leads to it (or to registration).
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAuth } from '../../hooks/useAuth';
import contrast from '../Quiz/contrast.module.css';

export function DemoDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('quiz');
  const { user } = useAuth();
  return (
    <Modal opened={opened} onClose={onClose} title={t('demoDialog.title')} centered closeButtonProps={{ 'aria-label': t('demoDialog.close') }} classNames={{ content: contrast.area }}>
      <Text size="sm">{t('demoDialog.body')}</Text>
      <Group justify="flex-end" mt="lg">
        {!user && (
          <Button component={Link} href="/register" variant="default" onClick={onClose}>
            {t('demoDialog.register')}
          </Button>
        )}
        <Button component={Link} href="/demo" onClick={onClose}>
          {t('demoDialog.start')}
        </Button>
      </Group>
    </Modal>
  );
}
