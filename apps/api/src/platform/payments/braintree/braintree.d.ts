// The subset of the official `braintree` package (which ships no types) that the adapter uses.
declare module 'braintree' {
  export interface Environment {
    readonly server: string;
  }

  export interface GatewayConfig {
    environment: Environment;
    merchantId: string;
    publicKey: string;
    privateKey: string;
  }

  export interface CreditCardDetails {
    cardType?: string | null;
    last4?: string | null;
  }

  export interface Transaction {
    id: string;
    type?: string;
    status: string;
    amount?: string;
    currencyIsoCode?: string;
    orderId?: string | null;
    creditCard?: CreditCardDetails | null;
    paymentInstrumentType?: string;
    processorResponseCode?: string | null;
    processorResponseText?: string | null;
    gatewayRejectionReason?: string | null;
  }

  export interface ValidationError {
    code: string;
    message: string;
    attribute: string;
  }

  export interface ValidationResult<T> {
    success: boolean;
    message?: string;
    transaction?: T;
    clientToken?: string;
    errors?: { deepErrors(): ValidationError[] };
  }

  export interface SearchNode {
    is(value: string): void;
  }

  export interface TransactionSearch {
    orderId(): SearchNode;
    type(): SearchNode;
  }

  export interface WebhookNotification {
    kind: string;
    timestamp?: Date | string;
    transaction?: Transaction;
  }

  export class BraintreeGateway {
    constructor(config: GatewayConfig);
    clientToken: { generate(options: Record<string, unknown>): Promise<ValidationResult<never>> };
    transaction: {
      sale(attributes: Record<string, unknown>): Promise<ValidationResult<Transaction>>;
      find(id: string): Promise<Transaction>;
      refund(id: string, options: { amount?: string; orderId?: string }): Promise<ValidationResult<Transaction>>;
      search(build: (search: TransactionSearch) => void): AsyncIterable<Transaction>;
    };
    webhookNotification: { parse(signature: string, payload: string): Promise<WebhookNotification> };
    webhookTesting: { sampleNotification(kind: string, id: string): { bt_signature: string; bt_payload: string } };
  }

  const braintree: {
    BraintreeGateway: typeof BraintreeGateway;
    Environment: { Sandbox: Environment; Production: Environment };
  };
  export default braintree;
}
