// Sharing: the browser's Web Share sheet when there is one, else the link is copied to the
// clipboard ('Lien copié'); a failed copy shows 'Erreur' / 'Impossible de copier le lien.'.
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';

export interface ShareData {
  title: string;
  text?: string;
  url: string;
}

/** Absolute URL of a path on this site. */
export function siteUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}

async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy failed');
}

export function useShare() {
  const { t } = useTranslation('community');

  async function copyLink(url: string, exclaim = false): Promise<boolean> {
    try {
      await writeClipboard(url);
      toast(exclaim ? t('share.copiedExclaim') : t('share.copied'), t('share.copiedBody'));
      return true;
    } catch {
      toast(t('share.errorTitle'), t('share.copyError'), { destructive: true });
      return false;
    }
  }

  async function share(data: ShareData): Promise<void> {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // The person closed the share sheet: nothing to do.
        if ((error as { name?: string }).name === 'AbortError') return;
      }
    }
    await copyLink(data.url);
  }

  return { share, copyLink };
}
