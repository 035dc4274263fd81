import { MODAL_QUERY_KEY } from '@betting/routing';
import { useRouter } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { navigation } from '../../app/navigation';
import { $isSignedIn } from '../../entities/session/session-state';
import { PaymentForm } from '../../features/payments/PaymentForm';
import { depositForm } from '../../features/payments/payment-form.model';
import { Dialog } from '../../shared/ui/Dialog';
// The deposit form's fields and alerts are styled like the office's.
import '../../pages/office/office.css';

/**
 * The recharge modal (spec §2: "Recharge opens from a modal"; with the site's useRechargeModal on, going to the
 * recharge page from outside the office opens this instead): the same deposit form, over the page the person is on.
 */
export function RechargeModal() {
  const { t } = useTranslation('pages');
  const router = useRouter();
  const [openModal, closeModal, signedIn] = useUnit([navigation.$openModal, navigation.modalClosed, $isSignedIn]);
  if (openModal !== 'recharge' || !signedIn) return null;
  const close = () => {
    closeModal();
    const url = new URL(window.location.href);
    url.searchParams.delete(MODAL_QUERY_KEY);
    void router.navigate({ href: `${url.pathname}${url.search}${url.hash}`, replace: true });
  };
  return (
    <Dialog size="wide" labelledBy="recharge-modal-title" onClose={close} closeLabel={t('office.close')}>
      <h2 id="recharge-modal-title">{t('payments.depositTitle')}</h2>
      <PaymentForm kind="deposit" model={depositForm} />
    </Dialog>
  );
}
