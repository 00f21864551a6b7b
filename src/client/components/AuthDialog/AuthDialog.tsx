// The login/register dialog: two tabs, 'Se connecter' and 'S'inscrire', and a
// Google button. On success the current user is refreshed, the dialog closes and the optional
// callback runs; without a callback the dialog greets the user itself.
import { Anchor, Button, Modal, Stack, Tabs, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { UserDto } from '../../../shared/dto';
import { displayName } from '../../hooks/useAuth';
import { toast } from '../../lib/toast';
import { trpc } from '../../trpc';
import { authErrorMessage, useSetCurrentUser } from './auth-flows';
import { GoogleButton } from './GoogleButton';
import { EmailField, PasswordField, showServerError, useFieldError, useLoginForm, useRegisterForm } from './AuthFields';
import { isConfirmationSent, RegistrationSent } from './RegistrationSent';

export type AuthTab = 'login' | 'register';

export interface AuthDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The tab shown when the dialog opens; 'login' by default. */
  defaultTab?: AuthTab;
  /** Runs after a successful sign-in or sign-up, once the dialog has closed. */
  onSuccess?: (user: UserDto, mode: AuthTab) => void;
}

function LoginTab({ onDone, onLeave }: { onDone: (user: UserDto) => void; onLeave: () => void }) {
  const { t } = useTranslation('auth');
  const form = useLoginForm();
  const login = trpc.auth.login.useMutation({
    onSuccess: onDone,
    onError: (error) => {
      if (!showServerError(form, error)) toast(t('toasts.loginErrorTitle'), authErrorMessage(error, t('toasts.loginErrorDialog')), { destructive: true });
    },
  });
  const submit = form.onSubmit((values) => login.mutate(values));
  return (
    <form onSubmit={submit} aria-label={t('dialog.loginTab')} noValidate>
      <Stack gap="sm">
        <EmailField {...form.getInputProps('email')} autoFocus />
        <PasswordField purpose="current" {...form.getInputProps('password')} />
        <Anchor component={Link} href="/forgot-password" size="sm" ta="end" onClick={onLeave}>
          {t('login.forgotPassword')}
        </Anchor>
        <Button type="submit" loading={login.isPending} fullWidth>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}

function RegisterTab({ onDone }: { onDone: (user: UserDto) => void }) {
  const { t } = useTranslation('auth');
  const form = useRegisterForm(false);
  const fieldError = useFieldError();
  // With SMTP configured the account waits for its address: the tab says to check the inbox.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const register = trpc.auth.register.useMutation({
    onSuccess: (result) => (isConfirmationSent(result) ? setSentTo(result.email) : onDone(result)),
    onError: (error) => {
      if (!showServerError(form, error)) {
        toast(t('toasts.registerErrorTitle'), authErrorMessage(error, t('toasts.registerErrorDefault')), { destructive: true });
      }
    },
  });
  const submit = form.onSubmit(({ confirm: _confirm, ...values }) => register.mutate(values));
  if (sentTo) {
    return (
      <RegistrationSent
        email={sentTo}
        onAgain={() => {
          setSentTo(null);
          register.reset();
        }}
      />
    );
  }
  return (
    <form onSubmit={submit} aria-label={t('dialog.registerTab')} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('fields.firstName')}
          autoComplete="given-name"
          required
          {...form.getInputProps('firstName')}
          error={fieldError(form.errors.firstName)}
          data-autofocus
        />
        <TextInput
          label={t('fields.lastName')}
          autoComplete="family-name"
          required
          {...form.getInputProps('lastName')}
          error={fieldError(form.errors.lastName)}
        />
        <EmailField {...form.getInputProps('email')} />
        <PasswordField purpose="new" {...form.getInputProps('password')} />
        <Button type="submit" loading={register.isPending} fullWidth>
          {t('register.submit')}
        </Button>
      </Stack>
    </form>
  );
}

export function AuthDialog({ opened, onClose, defaultTab = 'login', onSuccess }: AuthDialogProps) {
  const { t } = useTranslation('auth');
  const [tab, setTab] = useState<AuthTab>(defaultTab);
  const setCurrentUser = useSetCurrentUser();
  useEffect(() => {
    if (opened) setTab(defaultTab);
  }, [opened, defaultTab]);

  const done = (mode: AuthTab) => (user: UserDto) => {
    setCurrentUser(user);
    onClose();
    if (onSuccess) onSuccess(user, mode);
    else if (mode === 'login') toast(t('toasts.loginSuccessTitle'), t('toasts.loginSuccessBody', { name: displayName(user) }));
    else toast(t('toasts.registerSuccessTitle'), t('toasts.registerSuccessBody', { name: displayName(user) }));
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('dialog.title')} centered closeButtonProps={{ 'aria-label': t('dialog.close') }}>
      <Tabs value={tab} onChange={(v) => setTab((v as AuthTab) ?? 'login')} keepMounted={false}>
        <Tabs.List grow mb="md">
          <Tabs.Tab value="login">{t('dialog.loginTab')}</Tabs.Tab>
          <Tabs.Tab value="register">{t('dialog.registerTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="login">
          <LoginTab onDone={done('login')} onLeave={onClose} />
        </Tabs.Panel>
        <Tabs.Panel value="register">
          <RegisterTab onDone={done('register')} />
        </Tabs.Panel>
      </Tabs>
      <GoogleButton dividerMargin="md" />
    </Modal>
  );
}
