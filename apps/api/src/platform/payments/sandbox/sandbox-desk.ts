import QRCode from 'qrcode';
import { sandboxPaths } from '@marginalia/contracts/payments/payment-sandbox.paths';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { GatewayEvent, GatewayMethod } from '../payment-gateway';
import { checkCard, type CardInput, type CheckedCard } from './sandbox-cards';
import { verifyClientToken } from './sandbox-signing';
import { currencySign, findSandboxRow, insertNonce, newSandboxId, saleData, updateSandboxRow, type BoletoData } from './sandbox-store';

/**
 * The sandbox's "provider side": what its card form, its allpago checkout frame, its hosted pages and
 * its boleto bank page do. A decision on a hosted page is turned into a gateway event that the route
 * sends through the ordinary signed-webhook path.
 */
export const NONCE_TTL_MS = 30 * 60 * 1000;

export interface SaleView {
  transactionId: string;
  method: GatewayMethod;
  status: 'pending' | 'approved' | 'refused';
  amount: number;
  currency: string;
  numDecimals: number;
  sign: string;
  description: string;
  reference: string;
  customerName: string;
  customerTaxId: string | null;
  card: { type: string; lastFour: string } | null;
  installments: number | null;
  /** Where the browser goes after the decision. */
  returnUrl: string;
  cancelUrl: string;
  /** WeChat and WFOE QR: an SVG QR code of the page, as the customer's phone would scan it. */
  qrSvg: string | null;
  boleto: BoletoData | null;
  createdAt: Date;
}

export interface Decision {
  /** The event to send through the webhook path; null when the sale was decided already. */
  event: GatewayEvent | null;
  redirectTo: string;
}

export interface CheckoutInput extends CardInput {
  userIdentity: string;
  holder: string;
  receiptCode: string;
  amount: string;
  installments: number;
}

export interface SandboxDesk {
  tokenize(input: CardInput & { clientToken: string }): Promise<{ nonce: string; type: string; lastFour: string }>;
  createCheckout(input: CheckoutInput): Promise<{ checkoutId: string; type: string; lastFour: string }>;
  sale(transactionId: string): Promise<SaleView | null>;
  /** The event a decision sends (approve → sale.succeeded, refuse → sale.failed) and where the browser goes. */
  decide(transactionId: string, decision: 'approve' | 'refuse'): Promise<Decision | null>;
  /** After the event was handled: the sale is decided for good. */
  recordDecision(transactionId: string, decision: 'approve' | 'refuse'): Promise<void>;
}

function cardOrThrow(input: CardInput): CheckedCard {
  const checked = checkCard(input, new Date());
  if ('problems' in checked) {
    const first = checked.problems.number ?? checked.problems.expiry ?? checked.problems.cvv ?? 'card-number-invalid';
    throw new AppError(400, first, {}, checked.problems);
  }
  return checked.card;
}

const QR_METHODS: ReadonlySet<GatewayMethod> = new Set(['wechat', 'wfoe-qr']);

export function createSandboxDesk(config: AppConfig, db: Db): SandboxDesk {
  const secret = config.payments.webhookSecret;
  const expiresAt = () => new Date(Date.now() + NONCE_TTL_MS).toISOString();

  return {
    async tokenize(input) {
      const userIdentity = verifyClientToken(secret, input.clientToken, Math.floor(Date.now() / 1000));
      if (!userIdentity) throw new AppError(400, 'card-nonce-invalid');
      const card = cardOrThrow(input);
      const nonce = newSandboxId('nonce');
      await insertNonce(db, nonce, { userIdentity, card: { type: card.type, lastFour: card.lastFour }, outcome: card.outcome, expiresAt: expiresAt() });
      return { nonce, type: card.type, lastFour: card.lastFour };
    },

    async createCheckout(input) {
      const card = cardOrThrow(input);
      const checkoutId = newSandboxId('chk');
      await insertNonce(db, checkoutId, {
        userIdentity: input.userIdentity,
        card: { type: card.type, lastFour: card.lastFour },
        outcome: card.outcome,
        expiresAt: expiresAt(),
        checkout: { receiptCode: input.receiptCode, amount: input.amount, installments: input.installments, holder: input.holder },
      });
      return { checkoutId, type: card.type, lastFour: card.lastFour };
    },

    async sale(transactionId) {
      const row = await findSandboxRow(db, transactionId, 'sale');
      if (!row || !row.currency || row.amount === null) return null;
      const data = saleData(row);
      const status = row.status === 'pending' ? 'pending' : row.status === 'declined' ? 'refused' : 'approved';
      const pageUrl = new URL(sandboxPaths.pay(row.id), config.publicUrl).toString();
      const qrSvg =
        QR_METHODS.has(data.method) && status === 'pending'
          ? await QRCode.toString(pageUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, width: 200, color: { dark: '#111111', light: '#ffffff' } })
          : null;
      return {
        transactionId: row.id,
        method: data.method,
        status,
        amount: row.amount,
        currency: row.currency,
        numDecimals: data.numDecimals,
        sign: await currencySign(db, row.currency),
        description: data.description,
        reference: data.reference,
        customerName: data.customer.name,
        customerTaxId: data.customer.taxId ?? null,
        card: data.card ?? null,
        installments: data.installments ?? null,
        returnUrl: data.returnUrl,
        cancelUrl: data.cancelUrl,
        qrSvg,
        boleto: data.boleto ?? null,
        createdAt: row.createdAt,
      };
    },

    async decide(transactionId, decision) {
      const row = await findSandboxRow(db, transactionId, 'sale');
      if (!row) return null;
      const data = saleData(row);
      if (row.status !== 'pending') {
        return { event: null, redirectTo: row.status === 'declined' ? data.cancelUrl : data.returnUrl };
      }
      const event: GatewayEvent = {
        // Deterministic: a second click (or a replay) is the same event, recognised and ignored.
        eventId: `evt_${row.id}_${decision}`,
        type: decision === 'approve' ? 'sale.succeeded' : 'sale.failed',
        transactionId: row.id,
        reference: data.reference,
        ...(data.card ? { card: data.card } : {}),
      };
      return { event, redirectTo: decision === 'approve' ? data.returnUrl : data.cancelUrl };
    },

    async recordDecision(transactionId, decision) {
      const row = await findSandboxRow(db, transactionId, 'sale');
      if (!row || row.status !== 'pending') return;
      const data = saleData(row);
      const result = decision === 'approve' ? { status: 'succeeded' as const, transactionId: row.id, ...(data.card ? { card: data.card } : {}) } : { status: 'declined' as const, transactionId: row.id, code: 'refused', messageKey: 'payment-declined' as const };
      await updateSandboxRow(db, row.id, { status: decision === 'approve' ? 'settled' : 'declined', data: { ...data, result, decision: decision === 'approve' ? 'approved' : 'refused' } }, 'pending');
    },
  };
}
