import { describe, expect, it } from 'vitest';
import english from './locales/en/messages.json' with { type: 'json' };
import { isMessageKey, MESSAGE_KEYS, messageKey, type MessageKey } from './message-keys';
import { interpolate } from './translate';

describe('message keys', () => {
  it('lists every key of the English catalogue, once', () => {
    expect([...MESSAGE_KEYS]).toEqual(Object.keys(english));
    expect(new Set(MESSAGE_KEYS).size).toBe(MESSAGE_KEYS.length);
  });

  it('recognises catalogue keys and nothing else', () => {
    expect(isMessageKey('session-invalid')).toBe(true);
    expect(isMessageKey('no-such-key')).toBe(false);
    expect(isMessageKey('constructor')).toBe(false);
    expect(isMessageKey(42)).toBe(false);
  });

  it('names keys type-safely', () => {
    const key: MessageKey = messageKey('load-order-failure');
    expect(key).toBe('load-order-failure');
    // @ts-expect-error: not a key of the catalogue
    messageKey('load-order-failur');
  });

  it('has the keys the API error handler sends', () => {
    for (const key of [
      'not-found',
      'bad-request',
      'validation-error',
      'validation-field-invalid',
      'payload-too-large',
      'unsupported-media-type',
      'rate-limited',
      'server-error',
      'session-invalid',
      'file-too-large',
      'file-not-found',
      'language-not-supported',
    ]) {
      expect(isMessageKey(key), key).toBe(true);
    }
    expect(interpolate(english['file-too-large'], { maxBytes: 1024 })).toBe('The file is too large. The maximum size is 1024 bytes.');
  });

  it('has every message key the screens and calls name', () => {
    const named = [
      // sign-in, dashboard, order and certificate pages
      'network-request-error',
      'session-invalid',
      'load-order-failure',
      'certificate-verification-error',
      'generic-download-error',
      'certificate-details-updated',
      'deadline-mismatch',
      'journal-url-change-error',
      'login-form-error-message',
      'emailAddressInvalidFormat',
      'password-too-short',
      'custom-editing-deadline-notice',
      'custom-translation-deadline-notice',
      'paid-order-notice',
      'bank-transfer-download-warning',
      'preferred-group-join-generic-error',
      // order form
      'referral-email-validation-error',
      'word-count-range-error',
      'journalForTableFormatting',
      'selectOneCheckbox',
      'area-of-study-error',
      'best-discount-applied',
      'coupon-added-message',
      'coupon-applied-message',
      'coupon-removed-message',
      'price-quote-email-success-message',
      'price-quote-email-error',
      'service-bundle-no-bundles-error',
      'referral-email-save-success',
      'scientific-editing-aos-notice',
      'generic-touchup-error',
      'save-currency-success',
      'fapiao-multiple-po-warning',
      'prepay-bank-transfer-notice',
      // payments, fapiao and the digital tools
      'payment-accept-terms-and-conditions-failure',
      'fapiao-organization-name-error',
      'fapiao-taxpayer-number-error',
      'phone-number-too-long',
      'po-payoff-processing-success',
      'prepayments-processing-success',
      'automated-edit-failure',
      'digital-translation-failure',
      'digital-translations-word-count-exceeded',
      'language-assessment-failure',
      'language-assessment-error-count-failure',
      'free-chinese-digital-translation-credit-success',
      'free-chinese-digital-translation-credit-error',
      ...['general', 'special'].flatMap((type) => [`fapiao-creation-success-type-${type}`, `fapiao-cancellation-success-type-${type}`]),
      ...['pending', 'completed', 'rejected', 'cancelled'].map((status) => `fapiao-status-${status}`),
      ...['NONE', 'TRIAL', 'SUBSCRIPTION'].map((type) => `digital-editing-badge-${type}`),
    ];
    expect(named.filter((key) => !isMessageKey(key))).toEqual([]);
  });

  it('keeps the literal messages word for word in English', () => {
    const literal: Partial<Record<MessageKey, string>> = {
      'unable-to-load-application': 'Unable to load application',
      'deadline-mismatch-title': 'Deadline Mismatch',
      'certificate-code-required': 'Please enter a verification code.',
      'project-title-required': 'Please enter your project title.',
      'project-authors-required': 'Please enter your project authors.',
      'certificate-title-authors-missing': 'Please include the title and author(s) that you would like displayed on your certificate.',
      'deadline-required': 'A deadline is required',
      'title-required': 'You must specify a title ',
      'style-of-english-required': 'Please select your preferred type of English.',
      'journal-details-required': 'You have selected a service that requires you to enter journal details.',
      'journal-url-invalid': 'Your journal website must start with http:// or https://',
      'value-required': "Value is required and can't be empty",
      'notification-emails-saved': 'Thank you for the additional information regarding your order.',
      'password-required': 'Please enter your password.',
      'preferred-group-join-success': 'You have been associated with the group code you entered.',
      'promo-code-required': 'Please enter a valid promo code',
      'selection-required': 'Please make a selection',
      'value-cannot-be-zero': 'Value cannot be zero',
      'submission-issue': 'We have detected an issue with your submission.',
      'cart-no-files': 'Your cart has no manuscript or figure file uploaded. Please upload your files and try again.',
      'payment-method-required': 'Please choose a payment method.',
      'tax-type-required': 'Please select your tax type.',
      'tax-number-required': 'Please enter your tax number.',
      'installments-required': 'You must select a valid number of installments',
      'payment-currency-required': 'Please select a payment currency',
      'option-required': 'You must select an option',
      'phone-required': 'Phone number is required',
      'phone-eleven-digits': 'Phone number must be 11 digits.',
      'postcode-eight-digits': 'Postcode must be 8 digits.',
      'zip-required': 'Please enter your zip code.',
      'prepay-amount-exceeded': 'Prepay amount cannot exceed {amount}',
      'customer-name-required': 'Customer name is required',
      'organization-name-required': 'Organization name is required',
      'address-required': 'Please enter your address.',
      'city-required': 'Please enter your city.',
      'state-required': 'Please choose your state.',
      'country-required': 'Please choose your country.',
      'fapiao-type-required': 'You must select a fapiao type',
      'fapiao-delivery-timeline-required': 'You must select a fapiao delivery timeline',
      'fapiao-title-required': 'Fapiao title is required',
      'taxpayer-number-required': 'Taxpayer number is required.',
      'payment-processing-error': 'An error occurred processing your payment',
      'payment-save-error': 'There was a problem saving your payment: {error}',
      'order-save-error': 'There was a problem saving your order: {error}',
      'filetype-not-allowed': 'Filetype not allowed',
      'prepay-amount-too-low': 'The amount needs to be more than {price}',
      'testimonial-required': 'Please type in a testimonial before clicking Submit',
      'testimonial-success': 'Your testimonial has been received. Thank you for helping us serve you better.',
      'could-not-complete': 'could not complete',
    };
    for (const [key, text] of Object.entries(literal)) {
      expect(english[key as MessageKey], key).toBe(text);
    }
  });

  it('fills the messages’ parameters', () => {
    expect(interpolate(english['price-quote-email-success-message'], { recipient: 'ana@example.org' })).toBe(
      'Your price quote has been emailed to ana@example.org.',
    );
    expect(interpolate(english['password-too-short'], { min: 8, max: 64 })).toBe('Your password must be between 8 and 64 characters long.');
    expect(interpolate(english['digital-edit-archived'], { fileName: 'thesis.docx' })).toBe('thesis.docx archived');
  });
});
