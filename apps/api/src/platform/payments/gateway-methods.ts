import { AppError } from '../errors/app-error';
import { PAYMENT_METHOD, type PaymentMethodId } from '@marginalia/contracts/payments/payment-methods';
import type { GatewayMethod } from './payment-gateway';

/** How the provider takes each method's money; the other methods (credits, free, bank transfer, voucher) use no gateway. */
const GATEWAY_METHODS: Partial<Record<PaymentMethodId, GatewayMethod>> = {
  [PAYMENT_METHOD.creditCard]: 'card',
  [PAYMENT_METHOD.paypal]: 'paypal',
  [PAYMENT_METHOD.alipay]: 'alipay',
  [PAYMENT_METHOD.boleto]: 'boleto',
  [PAYMENT_METHOD.unionpay]: 'unionpay',
  [PAYMENT_METHOD.allpagoPaypal]: 'allpago-paypal',
  [PAYMENT_METHOD.allpagoCard]: 'allpago-card',
  [PAYMENT_METHOD.wechat]: 'wechat',
  [PAYMENT_METHOD.wfoeWebPay]: 'wfoe-web',
  [PAYMENT_METHOD.wfoeQrPay]: 'wfoe-qr',
};

/** The gateway method of a payment method code; null for methods that take no outside money. */
export function gatewayMethodFor(methodId: number | null): GatewayMethod | null {
  if (methodId === null) return null;
  return GATEWAY_METHODS[methodId as PaymentMethodId] ?? null;
}

/**
 * The gateway method of a payment form's method, or the form's problems as a 422 (with 'payment-method-required'
 * when the method takes no outside money): the last check of every screen that pays through a gateway.
 */
export function gatewayMethodOrRefuse(methodId: number | null, problems: Record<string, string>): { methodId: PaymentMethodId; gatewayMethod: GatewayMethod } {
  const gatewayMethod = gatewayMethodFor(methodId);
  if (!gatewayMethod && !problems.paymentMethodId) problems.paymentMethodId = 'payment-method-required';
  if (Object.keys(problems).length > 0 || !gatewayMethod || methodId === null) throw new AppError(422, 'validation-error', {}, problems);
  return { methodId: methodId as PaymentMethodId, gatewayMethod };
}
