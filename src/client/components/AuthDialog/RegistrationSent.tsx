// What sign-up shows when SMTP is configured (issue 35, item 14): « Vérifiez votre boîte mail », the
// same whether or not the address had an account (the e-mail says which: a link that creates the
// account, or a notice that one exists already, with links to sign in and to reset the password).
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The answer of `auth.register` when the account waits for its address to be confirmed. */
export interface ConfirmationSent {
  confirmationSent: true;
  email: string;
}

export function isConfirmationSent(result: object): result is ConfirmationSent {
  return 'confirmationSent' in result && result.confirmationSent === true;
}

export function RegistrationSent({ email, onAgain }: { email: string; onAgain: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Alert color="blue" title={t('registerSent.title')} data-testid="register-sent" role="status">
      <Stack gap="xs">
        <Text size="sm">{t('registerSent.body', { email })}</Text>
        <Text size="sm" c="dimmed">
          {t('registerSent.hint')}
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={onAgain} style={{ alignSelf: 'flex-start' }}>
          {t('registerSent.again')}
        </Button>
      </Stack>
    </Alert>
  );
}
