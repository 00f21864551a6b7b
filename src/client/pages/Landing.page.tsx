// The landing page for visitors: hero, microphone call to action, features, how it
// works, testimonials, FAQ, community banner, final call to action and hidden SEO text. The dialogs
// load only when opened so that the first page stays light.
import { Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useAuthDialog } from '../components/AuthDialog/AuthDialogProvider';
import { DemoSignupDialog } from '../components/Landing/LazyDialogs';
import {
  Features,
  FinalCallToAction,
  Hero,
  HowItWorks,
  MicCallToAction,
  SeoText,
} from '../components/Landing/LandingSections';
import { CommunityBanner, LandingFaq, Testimonials } from '../components/Landing/LandingCommunity';
import { useUser } from '../hooks/useAuth';
import { HydrateLater } from '../lib/hydrate-later';
import { usePageMeta } from '../hooks/usePageMeta';
import { toast } from '../lib/toast';

/** After signing up from the microphone, /interview follows 1.5 s later. */
export const MIC_REDIRECT_DELAY_MS = 1500;

export default function LandingPage() {
  const { t } = useTranslation('landing');
  const user = useUser();
  const [, navigate] = useLocation();
  const authDialog = useAuthDialog();
  const [demoOpen, setDemoOpen] = useState(false);
  const openDemo = useCallback(() => setDemoOpen(true), []);
  usePageMeta(t('meta.title'), t('meta.description'));

  // Arriving from another page on /#fonctionnalites: the sections exist only now.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView());
  }, []);

  const startInterview = () => {
    if (user) navigate('/interview');
    else authDialog.open('register', onSignedUp);
  };

  // The page gives way to the dashboard as soon as the user is known: the redirect is not tied
  // to this component's lifetime.
  function onSignedUp() {
    toast(t('toasts.loginSuccessTitle'), t('toasts.loginSuccessBody'));
    setTimeout(() => navigate('/interview'), MIC_REDIRECT_DELAY_MS);
  }

  return (
    <>
      <Hero />
      <MicCallToAction onStart={startInterview} />
      {/* Below the fold on a phone: hydrated one by one once the page is idle (lib/hydrate-later). */}
      <HydrateLater id="landing-features">
        <Features />
      </HydrateLater>
      <HydrateLater id="landing-how">
        <HowItWorks />
      </HydrateLater>
      <HydrateLater id="landing-testimonials">
        <Testimonials />
      </HydrateLater>
      <HydrateLater id="landing-faq">
        <LandingFaq />
      </HydrateLater>
      <HydrateLater id="landing-community">
        <CommunityBanner />
      </HydrateLater>
      <HydrateLater id="landing-cta">
        <FinalCallToAction onSignup={openDemo} />
      </HydrateLater>
      <HydrateLater id="landing-seo">
        <SeoText />
      </HydrateLater>
      <Suspense fallback={null}>
        {/* Without onSubmit, the dialog does not sign up: it closes and tells the visitor to use the
            connection buttons at the top of the page. */}
        {demoOpen && <DemoSignupDialog opened onClose={() => setDemoOpen(false)} />}
      </Suspense>
    </>
  );
}
