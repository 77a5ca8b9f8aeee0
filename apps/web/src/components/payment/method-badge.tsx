import type { ReactNode } from 'react';
import { PAYMENT_METHOD } from '@marginalia/contracts/payments/payment-methods';

/**
 * Small inline badges for the payment buttons: drawn here (no outside logos, no image requests), in the
 * stroke style of components/icons.tsx for the generic methods and as lettered marks for the brands.
 * Decorative: the button's text names the method.
 */
interface Mark {
  label: string;
  background: string;
  color: string;
}

const BRAND_MARKS: Partial<Record<number, Mark>> = {
  [PAYMENT_METHOD.paypal]: { label: 'PayPal', background: '#ffffff', color: '#003087' },
  [PAYMENT_METHOD.allpagoPaypal]: { label: 'PayPal', background: '#ffffff', color: '#003087' },
  [PAYMENT_METHOD.alipay]: { label: '支付宝', background: '#1677ff', color: '#ffffff' },
  [PAYMENT_METHOD.wechat]: { label: 'WeChat', background: '#07c160', color: '#ffffff' },
  [PAYMENT_METHOD.unionpay]: { label: 'UnionPay', background: '#e21836', color: '#ffffff' },
  [PAYMENT_METHOD.boleto]: { label: 'Boleto', background: '#222222', color: '#ffffff' },
  [PAYMENT_METHOD.wfoeQrPay]: { label: 'QR', background: '#c7000b', color: '#ffffff' },
};

function Frame({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 48 30" width={48} height={30} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

function CardMark() {
  return (
    <Frame>
      <rect x="0.5" y="0.5" width="47" height="29" rx="5" fill="#ffffff" stroke="#c9d3dd" />
      <rect x="0.5" y="6" width="47" height="5" fill="#17496b" />
      <rect x="6" y="17" width="16" height="3" rx="1.5" fill="#9aa9b7" />
      <circle cx="34" cy="20" r="4.5" fill="#eb001b" opacity="0.85" />
      <circle cx="39" cy="20" r="4.5" fill="#f79e1b" opacity="0.85" />
    </Frame>
  );
}

function BankMark() {
  return (
    <Frame>
      <rect x="0.5" y="0.5" width="47" height="29" rx="5" fill="#ffffff" stroke="#c9d3dd" />
      <g fill="none" stroke="#17496b" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        <path d="M14 12 24 6l10 6z" />
        <path d="M16.5 13.5v7M21.5 13.5v7M26.5 13.5v7M31.5 13.5v7M13 23h22" />
      </g>
    </Frame>
  );
}

function LetterMark({ mark }: { mark: Mark }) {
  const size = mark.label.length > 6 ? 8.5 : mark.label.length > 4 ? 10 : 11;
  return (
    <Frame>
      <rect
        x="0.5"
        y="0.5"
        width="47"
        height="29"
        rx="5"
        fill={mark.background}
        stroke={mark.background === '#ffffff' ? '#c9d3dd' : mark.background}
      />
      <text x="24" y="19" textAnchor="middle" fontFamily="system-ui, sans-serif" fontWeight="700" fontSize={size} fill={mark.color}>
        {mark.label}
      </text>
    </Frame>
  );
}

export function MethodBadge({ methodId }: { methodId: number }) {
  if (methodId === PAYMENT_METHOD.creditCard || methodId === PAYMENT_METHOD.allpagoCard) return <CardMark />;
  // Online banking is a bank payment to the customer: the bank's mark, not the name of our entity.
  if (methodId === PAYMENT_METHOD.bankTransfer || methodId === PAYMENT_METHOD.wfoeWebPay) return <BankMark />;
  const mark = BRAND_MARKS[methodId];
  return mark ? <LetterMark mark={mark} /> : <CardMark />;
}
