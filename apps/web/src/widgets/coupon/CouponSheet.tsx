import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../shared/ui/ModalDialog';
import { CouponPanel } from './CouponPanel';

/** The phone's coupon (UI.md): a bottom sheet over the page; Escape, the × or the backdrop close it. */
export function CouponSheet({ lng, onClose }: { readonly lng: string; readonly onClose: () => void }) {
  const { t } = useTranslation('pages');
  return (
    <ModalDialog className="coupon-sheet" labelledBy="coupon-title" onDismiss={onClose} closeOnBackdrop>
      <div className="coupon-sheet__inner">
        <button type="button" className="coupon-sheet__close" aria-label={t('coupon.close')} onClick={onClose}>
          ×
        </button>
        <CouponPanel lng={lng} />
      </div>
    </ModalDialog>
  );
}
