// The demo-signup dialog: email, password and a terms checkbox, all
// required; the submit button stays disabled until all three are set. What submitting does is
// the caller's choice: the landing page does not sign up with it but tells the visitor to use the
// connection buttons at the top of the page, which is also what happens without an onSubmit.
import { Anchor, Button, Checkbox, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PASSWORD_MAX } from '../../../shared/schemas/auth';
import { toast } from '../../lib/toast';

export interface DemoSignupValues {
  email: string;
  password: string;
  acceptedTerms: boolean;
}

export interface DemoSignupDialogProps {
  opened: boolean;
  onClose: () => void;
  onSubmit?: (values: DemoSignupValues) => void;
}

/** All three fields are set: a non-blank email, a non-empty password, the terms box ticked. */
export function isDemoSignupComplete(values: DemoSignupValues): boolean {
  return values.email.trim() !== '' && values.password !== '' && values.acceptedTerms;
}

export function DemoSignupDialog({ opened, onClose, onSubmit }: DemoSignupDialogProps) {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState<DemoSignupValues>({ email: '', password: '', acceptedTerms: false });
  const complete = isDemoSignupComplete(values);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!complete) return;
    if (onSubmit) {
      onSubmit(values);
    } else {
      onClose();
      toast(t('demoSignup.useButtonsTitle'), t('demoSignup.useButtonsBody'));
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('demoSignup.title')} centered closeButtonProps={{ 'aria-label': t('dialog.close') }}>
      <form onSubmit={submit} aria-label={t('demoSignup.title')}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('demoSignup.subtitle')}
          </Text>
          <TextInput
            type="email"
            label={t('fields.email')}
            placeholder={t('fields.emailPlaceholder')}
            autoComplete="email"
            required
            value={values.email}
            onChange={(e) => {
              const email = e.currentTarget.value;
              setValues((v) => ({ ...v, email }));
            }}
            data-autofocus
          />
          <PasswordInput
            label={t('fields.password')}
            autoComplete="new-password"
            required
            maxLength={PASSWORD_MAX}
            value={values.password}
            onChange={(e) => {
              const password = e.currentTarget.value;
              setValues((v) => ({ ...v, password }));
            }}
          />
          <Checkbox
            required
            checked={values.acceptedTerms}
            onChange={(e) => {
              const acceptedTerms = e.currentTarget.checked;
              setValues((v) => ({ ...v, acceptedTerms }));
            }}
            label={
              <Trans t={t} i18nKey="demoSignup.terms" components={{ 1: <Anchor component={Link} href="/terms" onClick={onClose} /> }} />
            }
          />
          <Button type="submit" disabled={!complete} fullWidth>
            {t('demoSignup.submit')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
