import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildUrl } from '../../lib/api-client';
import { useSiteLanguage } from '../../lib/application-context';
import { toMajorString } from '@marginalia/contracts/formatting/money';
import { paymentPaths } from '@marginalia/contracts/payments/payments.paths';
import { ALLPAGO_FRAME_MIN_HEIGHT, readAllpagoMessage } from './allpago-messages';
import classes from './payment-panel.module.css';

interface AllpagoFrameProps {
  receiptCode: string | null;
  /** Minor units; the frame takes a decimal in reais. */
  amount: number;
  numDecimals: number;
  installments: number;
  onCheckout: (checkoutId: string) => void;
  onSaving: (saving: boolean) => void;
}

/** The embedded Brazilian card checkout (GET /api/payment/allpago-checkout), at least 247 px high. */
export function AllpagoFrame({ receiptCode, amount, numDecimals, installments, onCheckout, onSaving }: AllpagoFrameProps) {
  const { t } = useTranslation('payment');
  const language = useSiteLanguage();
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(ALLPAGO_FRAME_MIN_HEIGHT);
  const callbacks = useRef({ onCheckout, onSaving });
  callbacks.current = { onCheckout, onSaving };

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      const message = readAllpagoMessage(event, { origin: window.location.origin, source: frame.current?.contentWindow ?? null });
      if (!message) return;
      if (message.height !== undefined) setHeight(message.height);
      if (message.saving !== undefined) callbacks.current.onSaving(message.saving);
      if (message.checkoutId) callbacks.current.onCheckout(message.checkoutId);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, []);

  const src = buildUrl(paymentPaths.allpagoCheckout, {
    receiptCode,
    amount: toMajorString(Math.max(0, amount), numDecimals),
    numberOfInstallments: installments,
    lang: language,
  });
  return (
    <iframe
      ref={frame}
      key={src}
      src={src}
      title={t('brazil.checkoutFrame')}
      className={classes.frame}
      style={{ height, minHeight: ALLPAGO_FRAME_MIN_HEIGHT }}
      data-testid="allpago-frame"
    />
  );
}
