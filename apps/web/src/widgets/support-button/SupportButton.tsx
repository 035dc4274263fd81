import type { SupportChatConfig } from '@betting/contracts';
import { supportChatPlan } from '@betting/settings';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadChatProvider, openChatProvider } from './load-provider';
import './support-button.css';

interface Props {
  readonly signedIn: boolean;
  readonly chat: SupportChatConfig | null;
  readonly lng: string;
}

/** Spec §2/§6: the support button of signed-in visitors; the chat provider loads on the first press, else the form. */
export function SupportButton({ signedIn, chat, lng }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const plan = supportChatPlan({ signedIn, chat, lng });
  if (plan.kind === 'hidden') return null;

  const openForm = () => void navigate({ to: '/$lng/office/support', params: { lng } });
  const press = async () => {
    if (plan.kind === 'form') return openForm();
    setBusy(true);
    try {
      await loadChatProvider(plan.scriptUrl, plan.setup);
      if (!openChatProvider(plan.setup)) throw new Error(`support chat ${plan.provider} did not start`);
    } catch (error) {
      // The visitor still reaches support: the site's own form.
      console.error(error);
      openForm();
    } finally {
      setBusy(false);
    }
  };

  return (
    <button type="button" className="support-button" onClick={() => void press()} aria-busy={busy} data-testid="support-button">
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path fill="currentColor" d="M12 3a9 9 0 0 0-9 9v4a3 3 0 0 0 3 3h1v-7H5a7 7 0 0 1 14 0h-2v7h1a3 3 0 0 0 1-.17V19a2 2 0 0 1-2 2h-4v2h4a4 4 0 0 0 4-4v-7a9 9 0 0 0-9-9Z" />
      </svg>
      <span>{t('support.button')}</span>
    </button>
  );
}
